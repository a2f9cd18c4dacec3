import {
  BlockPage,
  blockPageMetadata,
  blockPageParams,
  type BlockPageProps,
} from '@/templates/block-page'

/** Content pages are static: anything that would make this page render per request fails the build. */
export const dynamic = 'error'
export const generateStaticParams = blockPageParams('page')
export const generateMetadata = (props: BlockPageProps) => blockPageMetadata('page', props)

export default function Page(props: BlockPageProps) {
  return <BlockPage section="page" {...props} />
}
