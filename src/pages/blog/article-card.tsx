import type { BlogEntry } from "../../blog/types";
import { pathTo } from "../../routes/route-paths";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { ArticleMeta } from "./article-meta";

/** One article in a list: cover, category, linked title, description, date and reading time. */
export function ArticleCard({ article, headingLevel = 2 }: { article: BlogEntry; headingLevel?: 2 | 3 }) {
  const { t } = usePage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card card--link blog-card">
      <img className="blog-card__cover" src={article.cover} alt="" width={600} height={280} loading="lazy" />
      <p className="blog-card__category">{t(`blog-nav.categories.${article.category}`)}</p>
      <Heading className="blog-card__title">
        <LocalLink to={pathTo("/blog/:unikey", { unikey: article.unikey })}>{article.title}</LocalLink>
      </Heading>
      <p>{article.description}</p>
      <ArticleMeta article={article} />
    </li>
  );
}

export function ArticleGrid({ articles, headingLevel }: { articles: BlogEntry[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid blog-grid">
      {articles.map((article) => (
        <ArticleCard key={article.unikey} article={article} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
