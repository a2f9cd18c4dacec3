/**
 * Demo copy of the marketing pages, one object per language. `{name}` is a solution or feature name,
 * `{competitor}` a competitor's product name; both are inserted by the seed.
 */
import type { FeatureId, SolutionId } from '@/lib/site-ids'
import type { UseCaseSlug } from '@/lib/use-cases'

/** [title, text] */
export type Pair = [string, string]
/** [title, text, button] */
export type Cta = [string, string, string]

export interface PageSeo {
  /** seo_title */
  title: string
  /** seo_description */
  description: string
}

/** One solution page's own copy, written for that audience. */
export interface SolutionPage {
  seo: PageSeo
  /** The hero's title (at most 70 characters). */
  title: string
  subtitle: string
  benefits: [Pair, Pair, Pair, Pair]
  faq: [Pair, Pair]
}
export type SolutionPages = Record<SolutionId, SolutionPage>

/** One feature page's own copy. */
export interface FeaturePage {
  seo: PageSeo
  /** The hero's text under the feature's name. */
  subtitle: string
  /** How to use it, in three steps. */
  how: [Pair, Pair, Pair]
}
export type FeaturePages = Record<FeatureId, FeaturePage>

/**
 * A page template filled with a solution's or feature's name (`{name}`): the copy of a language that has no page of
 * its own for it yet.
 */
interface SolutionTemplate {
  seo: PageSeo
  title: string
  subtitle: string
  /** Unique fingerprints, a proxy per profile, automation, teamwork. */
  benefits: [Pair, Pair, Pair, Pair]
  faq: [Pair, Pair]
}
interface FeatureTemplate {
  seo: PageSeo
  /** Steps of using the feature (generic). */
  how: [Pair, Pair, Pair]
}

export interface MarketingCopy {
  /** The solution pages' labels, and the template for the solutions this language has no `solutions` page for. */
  solution: {
    eyebrow: string
    benefitsTitle: string
    faqTitle: string
    cta: Cta
  } & Partial<SolutionTemplate>
  /** Each solution's own page; a solution missing here is built from the template above. */
  solutions?: Partial<SolutionPages>
  feature: {
    eyebrow: string
    howTitle: string
    moreTitle: string
    cta: Cta
  } & Partial<FeatureTemplate>
  /** Each feature's own page; a feature missing here is built from the template above. */
  features?: Partial<FeaturePages>
  alternative: {
    seo: PageSeo
    eyebrow: string
    title: string
    subtitle: string
    tableTitle: string
    /** Row labels of the comparison table. */
    rows: {
      freePlan: string
      startingPrice: string
      profilesIncluded: string
      teamMembers: string
      windows: string
      macos: string
      linux: string
      synchronizer: string
      rpa: string
      localApi: string
      fingerprints: string
    }
    whyTitle: string
    why: [Pair, Pair, Pair]
    cta: Cta
  }
  useCases: {
    seo: PageSeo
    title: string
    subtitle: string
    /** One short sentence per use case. */
    items: Record<UseCaseSlug, Pair>
    cta: Cta
  }
  about: {
    seo: PageSeo
    title: string
    subtitle: string
    story: [string, string, string]
    valuesTitle: string
    values: [Pair, Pair, Pair]
    /** The team block's title: the authors who write the articles. */
    teamTitle: string
  }
  links: {
    seo: PageSeo
    title: string
    subtitle: string
    /** Labels and one-line descriptions of the official links. */
    items: {
      website: Pair
      blog: Pair
      help: Pair
      telegram: Pair
      youtube: Pair
      twitter: Pair
      discord: Pair
      github: Pair
    }
  }
  partnerPlan: {
    seo: PageSeo
    title: string
    subtitle: string
    tiersTitle: string
    /** Referral partner, integration partner, reseller. */
    tiers: [Pair, Pair, Pair]
    stepsTitle: string
    steps: [Pair, Pair, Pair]
    cta: Cta
  }
  referral: {
    seo: PageSeo
    title: string
    subtitle: string
    stepsTitle: string
    steps: [Pair, Pair, Pair]
    faqTitle: string
    faq: [Pair, Pair, Pair]
    cta: Cta
  }
  preSales: {
    seo: PageSeo
    title: string
    subtitle: string
    formTitle: string
    formText: string
    contactsTitle: string
    /** Telegram, e-mail, WhatsApp. */
    contacts: [string, string, string]
  }
  partners: {
    seo: PageSeo
    title: string
    subtitle: string
    /** Description and offer of the six demo partners: a residential proxy provider, a mobile proxy provider,
     *  a virtual card service, a captcha-solving service, an SMS activation service, an affiliate community. */
    items: [Pair, Pair, Pair, Pair, Pair, Pair]
  }
  pricing: {
    seo: PageSeo
    title: string
    subtitle: string
    /** Free, Base, Team, Enterprise: name and one-line description. */
    plans: [Pair, Pair, Pair, Pair]
    /** Comparison rows. */
    rows: {
      profiles: string
      members: string
      synchronizer: string
      rpa: string
      localApi: string
      support: string
    }
    /** Value of the support row per plan. */
    support: [string, string, string, string]
    faqTitle: string
    faq: [Pair, Pair, Pair]
  }
  download: {
    seo: PageSeo
    title: string
    subtitle: string
    /** System requirements per platform. */
    requirements: { windows: string; mac: string; linux: string }
  }
}
