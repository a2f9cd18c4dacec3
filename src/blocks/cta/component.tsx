import { ActionButton } from '../action-button'
import type { BlockProps } from '../context'

/** A call to action on the accent background. */
export function Cta({ block, ctx }: BlockProps<'cta'>) {
  return (
    <section className="section section-accent">
      <div className="container cta">
        <div>
          <h2>{block.title}</h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
        <ActionButton group={block.button} ctx={ctx} className="btn btn-light btn-lg" />
      </div>
    </section>
  )
}
