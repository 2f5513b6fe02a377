/** The blog's categories, in the order the blog navigation lists them. */
export const BLOG_CATEGORIES = ["privacy", "security", "streaming", "guides", "news"] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
