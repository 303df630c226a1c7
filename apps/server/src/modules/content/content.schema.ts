/** The content GraphQL schema (spec document 1 section 7; issue 23). */
export const CONTENT_SCHEMA = /* GraphQL */ `
  "A question and its answer (markdown)."
  type FaqEntry {
    id: ID!
    question: String!
    answer: String!
  }

  "One documentation tab: its title on the tab bar, its heading and its markdown."
  type DocumentationEntry {
    id: ID!
    tabTitle: String!
    title: String!
    content: String!
  }

  type BlogPostSummary {
    id: ID!
    slug: String!
    title: String!
    excerpt: String!
    cover: String!
    publishedAt: String!
    readingMinutes: Int!
  }

  type BlogPost {
    id: ID!
    slug: String!
    title: String!
    excerpt: String!
    cover: String!
    content: String!
    publishedAt: String!
    readingMinutes: Int!
  }

  "language: en, fa, pl, ru, zh or ca; entries without a translation come in English."
  type Query {
    support(language: String): [FaqEntry!]!
    documentation(language: String): [DocumentationEntry!]!
    affiliate(language: String): [FaqEntry!]!
    blogPosts(language: String): [BlogPostSummary!]!
    blogPost(slug: String!, language: String): BlogPost
  }
`;
