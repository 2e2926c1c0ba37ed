import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostData } from '../../../../shared/blog';
import type { BlogCategory } from '../../../../shared/blog-categories';
import { api, unwrap, type AnswerOf } from '../../../lib/api';
import { uploadForm } from '../../../lib/upload';
import { queryKeys } from '../../../lib/query-keys';

export const blogSectionsOptions = queryOptions({
  queryKey: queryKeys.blog.sections,
  queryFn: () => unwrap(api.blog.$get()).then((r) => r.sections),
});
export const useBlogSections = () => useQuery(blogSectionsOptions);

export const blogPostOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug),
    queryFn: () => unwrap(api.blog.posts[':slug'].$get({ param: { slug } })),
  });
export const useBlogPost = (slug: string) => useQuery(blogPostOptions(slug));

export const postListOptions = (query: { category?: BlogCategory; page?: number }) =>
  queryOptions({
    queryKey: queryKeys.blog.list(query),
    queryFn: () =>
      unwrap(
        api.blog.posts.$get({
          query: { ...(query.category ? { category: query.category } : {}), page: String(query.page ?? 1) },
        }),
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
export const usePostList = (query: { category?: BlogCategory; page?: number }) => useQuery(postListOptions(query));

/** How many pages a list has, for the page bar. */
export const pageCountOf = (page: { total: number; pageSize: number } | undefined) =>
  page ? Math.ceil(page.total / page.pageSize) : 0;

export const useBlogStats = () =>
  useQuery({ queryKey: queryKeys.blog.stats, queryFn: () => unwrap(api.blog.stats.$get()) });

export function useSavePost(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostData) =>
      unwrap(
        id
          ? api.blog.posts['by-id'][':id'].$put({ param: { id }, json: input })
          : api.blog.posts.$post({ json: input }),
      ).then((r) => r.post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blog.all }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.blog.posts['by-id'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blog.all }),
  });
}

export function uploadBlogImage(file: File, kind: 'cover' | 'inline', onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadForm<AnswerOf<typeof api.blog.images.$post>>(api.blog.images.$path({ query: { kind } }), form, {
    onProgress,
  });
}

export const usePostById = (id: string) =>
  useQuery({
    queryKey: queryKeys.blog.byId(id),
    queryFn: () => unwrap(api.blog.posts['by-id'][':id'].$get({ param: { id } })).then((r) => r.post),
  });
