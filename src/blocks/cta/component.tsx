import { ActionButton } from '../action-button'
import { Phrased } from '@/components/phrased'
import type { BlockProps } from '../context'

/** A call to action on the accent background. */
export function Cta({ block, ctx }: BlockProps<'cta'>) {
  return (
    <section className="section section-accent">
      <div className="container cta">
        <div>
          <h2>
            <Phrased text={block.title} fit />
          </h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
        <ActionButton group={block.button} ctx={ctx} className="btn btn-light btn-lg" />
      </div>
    </section>
  )
}
