import { describe, expect, it } from 'vitest'
import { insecureTarget, redirectLoop, sourceAddress } from './redirect-checks'

const origins = { global: 'http://localhost:3000', zh: 'http://zh.localhost:3000' }
const loop = (rule: { from: string; to: string }, others: { from: string; to: string }[] = []) => redirectLoop(rule, others, origins)

describe('redirect checks', () => {
  it('refuses a rule that loops alone, with other rules, or through the pre-navigation rules', () => {
    expect(loop({ from: '/x', to: '/x' })).toBe("This redirect would send visitors round in a loop: /x → /x. Point it at the page's final address.")
    expect(loop({ from: '/b', to: '/a' }, [{ from: '/a', to: '/b' }])).toContain('/b → /a → /b')
    expect(loop({ from: '/c', to: '/c/' })).toContain('/c → /c/ → /c')
    expect(loop({ from: '/old', to: '/Old.html' }, [{ from: '/old', to: '/x' }])).toBeNull()
    expect(
      loop({ from: '/a', to: '/b' }, [
        { from: '/b', to: '/c' },
        { from: '/c', to: '/a/' },
      ]),
    ).toContain('/a → /b → /c → /a/ → /b')
    expect(loop({ from: '/zh/old', to: '/zh/old/' })).toContain('/zh/old → /zh/old/')
  })

  it('accepts chains that end, and rules without a target', () => {
    expect(loop({ from: '/a', to: '/b' }, [{ from: '/b', to: '/pricing' }])).toBeNull()
    expect(loop({ from: '/a', to: 'https://t.me/polyprofile' })).toBeNull()
    expect(redirectLoop({ from: '/a', to: null }, [], origins)).toBeNull()
    expect(loop({ from: '/Pricing', to: '/pricing' })).not.toBeNull()
  })

  it('reads a source on the Chinese site', () => {
    expect(sourceAddress('/zh/old/')).toEqual({ origin: 'zh', path: '/old' })
    expect(sourceAddress('/zh')).toEqual({ origin: 'zh', path: '/' })
    expect(sourceAddress('/ru/old')).toEqual({ origin: 'global', path: '/ru/old' })
  })

  it('refuses plain http to the hosts the site redirects to', () => {
    expect(insecureTarget('http://polyprofile.com/pricing', ['polyprofile.com'])).toContain('https://')
    expect(insecureTarget('http://app.polyprofile.com/', ['*.polyprofile.com'])).toContain('https://')
    expect(insecureTarget('https://polyprofile.com/pricing', ['polyprofile.com'])).toBeNull()
    expect(insecureTarget('/pricing', ['polyprofile.com'])).toBeNull()
  })
})
