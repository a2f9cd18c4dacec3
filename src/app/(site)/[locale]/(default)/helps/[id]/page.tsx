import { ArticlePage } from '@/templates/article-page'
import { articleMetadata, articleParams, type ArticleProps } from '@/templates/article-route'

/** Content pages are static: anything that would make this page render per request fails the build. */
export const dynamic = 'error'
export const generateStaticParams = articleParams('helps')
export const generateMetadata = (props: ArticleProps) => articleMetadata('helps', props)

export default function Page(props: ArticleProps) {
  return <ArticlePage section="helps" {...props} />
}
