import type { Field } from 'payload'
import { sceneIds, screenIds, type ScreenId } from '@/lib/product-screens'
import en from '../../../messages/en.json'

const SCREEN_LABELS: Record<ScreenId, string> = {
  profiles: 'Profile list',
  bulk: 'Profile list, several selected',
  fingerprint: 'Fingerprint editor',
  sync: 'Synchronizer',
  team: 'Team roles',
  automation: 'Automation scenario',
  api: 'Local API script',
}

/**
 * The product screen a hero shows when no image is chosen (src/components/screens), drawn in the page's language,
 * and whose accounts its sample rows are.
 */
export function productScreenFields(defaultScreen?: ScreenId): Field[] {
  return [
    {
      name: 'screen',
      type: 'select',
      defaultValue: defaultScreen,
      options: screenIds.map((value) => ({ label: SCREEN_LABELS[value], value })),
      admin: {
        description:
          'A drawing of the product’s screen, labelled in the page’s language. An image, when chosen, is shown instead.',
      },
    },
    {
      name: 'scene',
      type: 'select',
      defaultValue: 'generic',
      options: sceneIds.map((value) => ({
        label: value === 'generic' ? 'Mixed accounts' : en.solutions[value],
        value,
      })),
      admin: {
        description: 'Whose accounts the screen’s sample profiles are.',
        condition: (_data, sibling: { screen?: string | null }) => Boolean(sibling?.screen),
      },
    },
  ]
}
