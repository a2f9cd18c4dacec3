import { describe, expect, it } from 'vitest'
import { featureIds, solutionIds } from './site-ids'
import { featureScreen, sceneIds, scenes, screenIds, solutionScreen } from './product-screens'
import { countryLocale, PROXY_COUNTRIES, sampleProfiles } from './product-samples'

describe('product screens', () => {
  it('gives every feature and every solution a screen, and the screens of the six features all differ', () => {
    for (const id of featureIds) expect(screenIds, id).toContain(featureScreen[id])
    for (const id of solutionIds) expect(screenIds, id).toContain(solutionScreen[id])
    expect(new Set(featureIds.map((id) => featureScreen[id])).size).toBe(featureIds.length)
  })

  it('has a scene for every solution, and each scene its own brands', () => {
    expect([...sceneIds].sort()).toEqual(['generic', ...solutionIds].sort())
    for (const id of sceneIds) expect(scenes[id].brands.length, id).toBeGreaterThan(0)
  })

  it('draws the same sample profiles on every render, numbered per brand, on documentation addresses only', () => {
    for (const scene of sceneIds) {
      const profiles = sampleProfiles(scene)
      expect(profiles).toEqual(sampleProfiles(scene))
      expect(profiles).toHaveLength(6)
      const names = profiles.map((p) => `${p.brand} ${p.n}`)
      expect(new Set(names).size, scene).toBe(names.length)
      for (const p of profiles) {
        expect(p.proxy, scene).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}:\d+$/)
        expect(Number(p.proxy.split(/[.:]/)[3])).toBeLessThan(256)
        expect(PROXY_COUNTRIES).toContain(p.country)
        expect(countryLocale[p.country].zone).toMatch(/^[A-Z][a-z]+\/[A-Z]/)
        expect(
          p.tags.every((tag) => scenes[scene].tags.includes(tag)),
          scene,
        ).toBe(true)
        expect(new Set(p.tags).size, `${scene}: a tag twice on one profile`).toBe(p.tags.length)
      }
      expect(profiles.filter((p) => p.running).length).toBeGreaterThan(0)
    }
  })
})
