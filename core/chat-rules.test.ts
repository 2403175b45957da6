import { describe, expect, it } from 'vitest';
import { chatMessageSchema, cleanChatText, conversationKey } from './chat-rules';

describe('conversation key', () => {
  it('replaces . # $ [ ] @ with underscores', () => {
    expect(conversationKey('client.nom@exemple.fr')).toBe('client_nom_exemple_fr');
    expect(conversationKey('a#b$c[d]e')).toBe('a_b_c_d_e');
    expect(conversationKey('guest-AbC_12-xyz')).toBe('guest-AbC_12-xyz');
  });
});

describe('chat message text', () => {
  it('keeps words and line breaks, drops control and invisible characters', () => {
    expect(cleanChatText('  Bonjour\r\n\r\n\r\n\r\nJ’ai une question\u200B\u0007 ')).toBe('Bonjour\n\nJ’ai une question');
    expect(cleanChatText('e\u0301')).toBe('é');
  });

  it('refuses empty, whitespace-only and too long messages', () => {
    expect(chatMessageSchema.safeParse('   \n ').success).toBe(false);
    expect(chatMessageSchema.safeParse('\u200B').success).toBe(false);
    expect(chatMessageSchema.safeParse('a'.repeat(2001)).success).toBe(false);
    expect(chatMessageSchema.parse(` ${'a'.repeat(2000)} `)).toHaveLength(2000);
    expect(chatMessageSchema.parse('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});
