import { blogDatabase } from "./blog-database";
import { createBlogStore } from "./blog-store";

/** The blog this Worker serves: its BLOG database (decision 181). */
export const { listPage, categoryCounts, newest, allEntries, loadArticle, neighboursOf, search } =
  createBlogStore(blogDatabase);
