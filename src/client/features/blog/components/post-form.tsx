import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX,
  COVER_MAX_BYTES,
  COVER_MIN_HEIGHT,
  COVER_MIN_WIDTH,
  COVER_TOO_LARGE,
  COVER_TOO_SMALL,
  postSchema,
  SLUG_HINT,
  type BlogPost,
  type PostData,
  type PostInput,
} from '../../../../shared/blog';
import { blogCategories, blogCategoryKeys } from '../../../../shared/blog-categories';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Field, Input, Select, inputClass } from '../../../components/field';
import { FileInput } from '../../../components/file-input';
import { Skeleton } from '../../../components/skeleton';
import { TagInput } from '../../../components/tag-input';
import { ApiError } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { uploadBlogImage, useSavePost } from '../api/blog-api';

const RichEditor = lazy(() => import('./rich-editor'));
const DRAFT_KEY = 'liftoff:blog-editor-draft';

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

function readImageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = reject;
    image.src = url;
  });
}

function defaultsOf(post?: BlogPost): PostInput {
  if (!post) {
    try {
      const draft = localStorage.getItem(DRAFT_KEY);
      if (draft) return JSON.parse(draft) as PostInput;
    } catch {
      /* no draft */
    }
  }
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    category: post?.category ?? 'founder-stories',
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    coverImageUrl: post?.coverImageUrl ?? '',
    status: post?.status ?? 'draft',
    metaTitle: post?.metaTitle ?? '',
    metaDescription: post?.metaDescription ?? '',
    tags: post?.tags ?? [],
  };
}

/** Create or edit a post. A new post's form is kept in the browser until it is saved. */
export function PostForm({ post, onDone }: { post?: BlogPost; onDone(): void }) {
  const save = useSavePost(post?.id);
  const [error, setError] = useState<string | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [coverProgress, setCoverProgress] = useState<number | null>(null);
  const isUploading = coverProgress !== null;
  const [coverName, setCoverName] = useState<string | null>(null);
  const coverErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError: setFieldError,
    formState,
  } = useForm<PostInput, unknown, PostData>({
    resolver: zodResolver(postSchema),
    defaultValues: defaultsOf(post),
  });
  const { errors } = formState;
  const values = watch();
  const [isSlugEdited, setIsSlugEdited] = useState(!!post);

  useEffect(() => {
    if (post) return;
    const subscription = watch((current) => localStorage.setItem(DRAFT_KEY, JSON.stringify(current)));
    return () => subscription.unsubscribe();
  }, [watch, post]);

  async function chooseCover(file: File | undefined) {
    setCoverError(null);
    if (!file) return;
    if (file.size >= COVER_MAX_BYTES) return setCoverError(COVER_TOO_LARGE);
    const size = await readImageSize(file).catch(() => null);
    if (!size || size.width < COVER_MIN_WIDTH || size.height < COVER_MIN_HEIGHT) return setCoverError(COVER_TOO_SMALL);
    setCoverProgress(0);
    try {
      const { url } = await uploadBlogImage(file, 'cover', setCoverProgress);
      setValue('coverImageUrl', url, { shouldDirty: true });
      setCoverName(file.name);
    } catch (e) {
      setCoverError(
        e instanceof ApiError && (e.status === 400 || e.status === 429)
          ? e.message
          : 'Failed to upload image. Please try again.',
      );
    } finally {
      setCoverProgress(null);
    }
  }

  const submit = handleSubmit(async (data) => {
    setError(null);
    try {
      await save.mutateAsync(data);
      if (!post) localStorage.removeItem(DRAFT_KEY);
      toast.success(data.status === 'published' ? 'Post published' : 'Draft saved');
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.fields)
        for (const [field, message] of Object.entries(e.fields)) setFieldError(field as keyof PostInput, { message });
      if (!(e instanceof ApiError)) setError('Failed to save post');
      else if (e.status === 0 || e.status === 401) setError(failureText(e));
      else if (e.status >= 500) setError(post ? 'Failed to update post' : 'Failed to create post');
      else setError(e.message || 'Failed to save post');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={post ? 'Edit post' : 'New post'} className="space-y-6">
      {error && <Alert>{error}</Alert>}
      <Card>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Title" error={errors.title?.message} className="sm:col-span-2">
            {({ id }) => (
              <Input
                id={id}
                {...register('title', {
                  onChange: (e) => {
                    if (!isSlugEdited) setValue('slug', slugify(e.target.value));
                  },
                })}
              />
            )}
          </Field>
          <Field label="Slug" hint={SLUG_HINT} error={errors.slug?.message}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                {...register('slug', { onChange: () => setIsSlugEdited(true) })}
              />
            )}
          </Field>
          <Field label="Category" error={errors.category?.message}>
            {({ id }) => (
              <Select id={id} {...register('category')}>
                {blogCategoryKeys.map((k) => (
                  <option key={k} value={k}>
                    {blogCategories[k].name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <p className="mb-1.5 text-sm font-medium text-slate-800">Content</p>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <Suspense fallback={<Skeleton className="h-[540px]" />}>
                  <RichEditor label="Content" value={field.value} onChange={field.onChange} />
                </Suspense>
              )}
            />
            {errors.content && <p className="mt-1.5 text-sm text-error">{errors.content.message}</p>}
          </div>
          <Field label="Excerpt" error={errors.excerpt?.message} className="sm:col-span-2">
            {({ id }) => <textarea id={id} rows={3} maxLength={500} className={inputClass} {...register('excerpt')} />}
          </Field>
          <FileInput
            className="sm:col-span-2"
            label="Cover image (at least 1200x630, under 10MB)"
            accept="image/jpeg,image/png,image/webp"
            buttonText={values.coverImageUrl ? 'Change cover' : 'Choose cover'}
            icon={<ImagePlus className="size-4" aria-hidden />}
            fileName={coverName}
            currentText={values.coverImageUrl ? 'Current cover image' : null}
            emptyText="No cover image yet"
            isLoading={isUploading}
            isInvalid={!!coverError}
            describedBy={coverError ? coverErrorId : undefined}
            onFile={(file) => void chooseCover(file)}
          >
            {isUploading && (
              <div className="flex items-center gap-3">
                <div
                  className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200"
                  role="progressbar"
                  aria-valuenow={coverProgress}
                  aria-label="Upload progress"
                >
                  <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${coverProgress}%` }} />
                </div>
                <p className="text-sm text-slate-500" role="status">
                  Uploading...
                </p>
              </div>
            )}
            {coverError && (
              <p id={coverErrorId} className="text-sm text-error">
                {coverError}
              </p>
            )}
            {values.coverImageUrl && (
              <img
                src={values.coverImageUrl}
                alt="Cover preview"
                width={382}
                height={200}
                className="aspect-[1.91/1] w-96 max-w-full rounded-xl object-cover"
              />
            )}
          </FileInput>
          <Field label="Status" error={errors.status?.message}>
            {({ id }) => (
              <Select id={id} {...register('status')}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
              </Select>
            )}
          </Field>
          <Field label="Tags" hint="Press Enter after each tag.">
            {({ id, describedBy }) => (
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <TagInput
                    id={id}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    describedBy={describedBy}
                    max={BLOG_TAGS_MAX}
                    maxLength={BLOG_TAG_MAX_LENGTH}
                    placeholder="Type a tag"
                    listLabel="Added tags"
                  />
                )}
              />
            )}
          </Field>
          <Field
            label="Meta title"
            hint={`${(values.metaTitle ?? '').length}/60 (50-60 is best)`}
            error={errors.metaTitle?.message}
          >
            {({ id }) => <Input id={id} maxLength={60} {...register('metaTitle')} />}
          </Field>
          <Field
            label="Meta description"
            hint={`${(values.metaDescription ?? '').length}/160 (150-160 is best)`}
            error={errors.metaDescription?.message}
          >
            {({ id }) => <Input id={id} maxLength={160} {...register('metaDescription')} />}
          </Field>
        </div>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          Save Post
        </Button>
      </div>
    </form>
  );
}
