// Presets for structured-data-testing-tool (tests/validators/structured-data.mjs) covering the types the site marks
// up beyond the tool's Google preset (which checks Article, WebPage and Organization only): the properties Google's
// documentation requires for breadcrumbs, the site name and search, product snippets (name and offers, each offer
// with a price, a currency and, here, its billing period), and what every page of this site carries.
// The tool runs each test once per node of its type, rewriting the path's one `[*]` (so nested lists use `[]`), and
// matches values by equality (its regular expressions do not survive the presets being copied, and a value of false
// passes as present): a condition on values is a JMESPath expression after a pipe that gives 'yes' when it holds.
const preset = (schema, tests) => ({
  name: schema,
  schema,
  conditional: { test: schema },
  tests: [{ test: schema }, ...tests],
})
const holds = (path, condition, description) => ({
  test: `${path} | ((${condition}) && 'yes')`,
  expect: 'yes',
  description,
})

const pageTests = (schema) => [
  { test: `${schema}[*].name` },
  { test: `${schema}[*].url` },
  { test: `${schema}[*].inLanguage` },
  holds(`${schema}[*].isPartOf."@id"`, "ends_with(@, '/#website')", 'part of the website'),
]

export const Site = {
  name: 'Site',
  description:
    'The structured data of the site: breadcrumbs, website and search, organization, product offers, page kinds',
  presets: [
    preset('BreadcrumbList', [
      holds('BreadcrumbList[*].itemListElement', 'length(@) > `0`', 'has steps'),
      holds(
        'BreadcrumbList[*].itemListElement',
        'length([?!position || !name || !item]) == `0`',
        'every step has a position, a name and an address',
      ),
    ]),
    preset('WebSite', [
      { test: 'WebSite[*].name' },
      { test: 'WebSite[*].url' },
      { test: 'WebSite[*].potentialAction."@type"', expect: 'SearchAction' },
      holds(
        'WebSite[*].potentialAction.target.urlTemplate',
        "ends_with(@, '/search?q={search_term_string}')",
        'searches the site',
      ),
      {
        test: 'WebSite[*].potentialAction."query-input"',
        expect: 'required name=search_term_string',
      },
    ]),
    preset('Organization', [
      holds('Organization[*].sameAs', 'length(@) > `0`', 'names its official channels'),
    ]),
    preset('Product', [
      { test: 'Product[*].name' },
      holds('Product[*].offers', 'length(@) > `0`', 'has offers'),
      holds(
        'Product[*].offers',
        'length([?!price || !priceCurrency]) == `0`',
        'every offer has a price and a currency',
      ),
      holds(
        'Product[*].offers',
        'length([?priceSpecification."@type" != \'UnitPriceSpecification\' || !(priceSpecification.billingDuration)]) == `0`',
        'every offer has its billing period',
      ),
    ]),
    preset('SoftwareApplication', [
      {
        test: 'SoftwareApplication',
        expect: false,
        description: 'none: its rich result needs a rating the site has none of',
      },
    ]),
    ...['WebPage', 'CollectionPage', 'AboutPage', 'ContactPage', 'SearchResultsPage'].map(
      (schema) => preset(schema, pageTests(schema)),
    ),
  ],
}
