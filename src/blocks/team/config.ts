import type { Block } from 'payload'
import { text, textarea } from '../fields'

/** The people who write the site: every author (name, role, bio), each with an anchor articles link to. */
export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  admin: { disableBlockName: true },
  labels: { singular: 'Team (the authors)', plural: 'Team blocks' },
  fields: [text('title'), textarea('subtitle')],
}
