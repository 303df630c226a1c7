/** One content entry as authored: a FAQ entry has no tab title. */
export interface SeedItem {
  id: string;
  tabTitle?: string;
  title: string;
  body: string;
}

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  content: string;
  publishedAt: string;
}
