import type {
  AdminBannersResponse,
  AdminBlogResponse,
  AdminContentResponse,
  BannerInput,
  BlogPostRequest,
  ConsoleActionResponse,
  ContentItemRequest,
  ContentKind,
} from '@tengu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '@/admin/console-api';

export const contentKeys = {
  all: ['admin', 'content'] as const,
  banners: ['admin', 'content', 'banners'] as const,
  items: (kind: ContentKind) => ['admin', 'content', 'items', kind] as const,
  blog: ['admin', 'content', 'blog'] as const,
};

export const useAdminBanners = () =>
  useQuery({
    queryKey: contentKeys.banners,
    queryFn: () => consoleApi.get<AdminBannersResponse>('/admin/banners'),
  });

export const useContentItems = (kind: ContentKind) =>
  useQuery({
    queryKey: contentKeys.items(kind),
    queryFn: () => consoleApi.get<AdminContentResponse>('/admin/content', { query: { kind } }),
  });

export const useBlogPosts = () =>
  useQuery({
    queryKey: contentKeys.blog,
    queryFn: () => consoleApi.get<AdminBlogResponse>('/admin/blog'),
  });

type ContentChange =
  | { kind: 'banner.add'; input: BannerInput }
  | { kind: 'banner.edit'; id: number; input: BannerInput }
  | { kind: 'banner.remove'; id: number }
  | { kind: 'item.save'; input: ContentItemRequest }
  | { kind: 'item.delete'; key: { kind: ContentKind; id: string; language: string } }
  | { kind: 'blog.save'; input: BlogPostRequest }
  | { kind: 'blog.delete'; key: { slug: string; language: string } };

function send(change: ContentChange): Promise<ConsoleActionResponse> {
  switch (change.kind) {
    case 'banner.add':
      return consoleApi.post('/admin/banners', change.input);
    case 'banner.edit':
      return consoleApi.put(`/admin/banners/${change.id}`, change.input);
    case 'banner.remove':
      return consoleApi.post(`/admin/banners/${change.id}/remove`, {});
    case 'item.save':
      return consoleApi.put('/admin/content', change.input);
    case 'item.delete':
      return consoleApi.post('/admin/content/delete', change.key);
    case 'blog.save':
      return consoleApi.put('/admin/blog', change.input);
    case 'blog.delete':
      return consoleApi.post('/admin/blog/delete', change.key);
  }
}

/** Every change of the Content section; each is audited by the server. */
export function useContentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
