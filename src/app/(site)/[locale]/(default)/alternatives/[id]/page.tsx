import {
  BlockPage,
  blockPageMetadata,
  blockPageParams,
  type BlockPageProps,
} from '@/templates/block-page'

/** Content pages are static: anything that would make this page render per request fails the build. */
export const dynamic = 'error'
export const generateStaticParams = blockPageParams('alternatives')
export const generateMetadata = (props: BlockPageProps) => blockPageMetadata('alternatives', props)

export default function Page(props: BlockPageProps) {
  return <BlockPage section="alternatives" {...props} />
}
