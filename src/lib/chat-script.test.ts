import { describe, expect, it } from 'vitest'
import { chatScriptSrc, checkChatScript } from './chat-script'

const hosts = ['widget.polyprofile.com']

describe('chat script rules', () => {
  it('finds the source of a snippet', () => {
    expect(
      chatScriptSrc('<script async src="https://widget.polyprofile.com/chat.js"></script>'),
    ).toBe('https://widget.polyprofile.com/chat.js')
    expect(chatScriptSrc('https://widget.polyprofile.com/chat.js')).toBe(
      'https://widget.polyprofile.com/chat.js',
    )
    expect(chatScriptSrc('<div>no script</div>')).toBeNull()
  })
  it('accepts only https .js sources on allowed hosts', () => {
    expect(checkChatScript('https://widget.polyprofile.com/chat.js', hosts)).toBe(true)
    for (const bad of [
      'http://widget.polyprofile.com/chat.js',
      'https://widget.polyprofile.com/chat.php',
      'https://evil.example/chat.js',
      'https://u:p@widget.polyprofile.com/chat.js',
      'javascript:alert(1)//.js',
      'https://widget.polyprofile.com.evil.example/chat.js',
    ]) {
      expect(checkChatScript(bad, hosts), bad).not.toBe(true)
    }
  })
})
