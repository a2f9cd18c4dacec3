import type { SolutionId } from '@/lib/site-ids'

/**
 * Demo copy of the home page's selling blocks (product picture, social proof, testimonials, pricing teaser,
 * latest posts), one object per language. `{count}`, `{rating}`, `{reviews}` and `{price}` are placeholders the
 * page fills with numbers formatted for the language.
 */
export interface HomeBlocksCopy {
  /** What the product picture beside the hero shows (its alt text). */
  heroImageAlt: string
  /** One line under each solution the home page lists. */
  solutions: Record<HomeSolution, string>
  proof: {
    /** "{count} marketers, sellers and agencies run their accounts with Polyprofile" */
    users: string
    /** "{rating} out of 5 from {reviews} reviews" */
    rating: string
    /** The title before the customers' logos. */
    logosTitle: string
  }
  testimonialsTitle: string
  /** Three customers: what they said, and who they are (their names are not translated). */
  testimonials: [Testimonial, Testimonial, Testimonial]
  pricingTeaser: {
    title: string
    /** "Plans from {price} a month. ..." */
    text: string
    button: string
  }
  latestTitle: string
}

/** The solutions the demo home page lists, in order. */
export const homeSolutions = [
  'affiliate-marketing',
  'e-commerce',
  'traffic-arbitrage',
  'social-marketing',
  'web-scraping',
  'digital-agency',
  'crypto',
  'betting',
] as const satisfies readonly SolutionId[]
export type HomeSolution = (typeof homeSolutions)[number]

export interface Testimonial {
  quote: string
  /** The person's job and kind of company, e.g. "Head of growth, affiliate agency". */
  role: string
}
