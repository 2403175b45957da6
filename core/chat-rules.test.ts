import { describe, expect, it } from 'vitest';
import {
  chatContactSchema,
  chatMessageSchema,
  cleanChatText,
  conversationKey,
  replyTimeLabel,
  userConversationKey,
} from './chat-rules';

describe('conversation key', () => {
  it('replaces . # $ [ ] @ with underscores', () => {
    expect(conversationKey('client.nom@exemple.fr')).toBe('client_nom_exemple_fr');
    expect(conversationKey('a#b$c[d]e')).toBe('a_b_c_d_e');
    expect(conversationKey('guest-AbC_12-xyz')).toBe('guest-AbC_12-xyz');
  });

  it('keys signed-in visitors by account id, so look-alike addresses never meet', () => {
    // The old e-mail key made these two one conversation.
    expect(conversationKey('jane@doe.example.com')).toBe(conversationKey('jane.doe@example.com'));
    expect(userConversationKey('0b6f6c1e-1111-4a4a-8888-000000000001')).toBe(
      'user-0b6f6c1e-1111-4a4a-8888-000000000001',
    );
    expect(userConversationKey('a')).not.toBe(userConversationKey('b'));
  });
});

describe('reply time and contact address', () => {
  it('words the expected reply time', () => {
    expect(replyTimeLabel(15)).toBe('Réponse en général sous 15 min');
    expect(replyTimeLabel(60)).toBe('Réponse en général sous 1 h');
    expect(replyTimeLabel(90)).toBe('Réponse en général sous 1 h 30');
    expect(replyTimeLabel(1440)).toBe('Réponse en général sous 24 h');
  });

  it('takes a well-formed address only, lower-cased', () => {
    expect(chatContactSchema.parse({ email: ' Marie.Dupont@Exemple.FR ' })).toEqual({
      email: 'marie.dupont@exemple.fr',
    });
    expect(chatContactSchema.safeParse({ email: 'pas-une-adresse' }).success).toBe(false);
    expect(chatContactSchema.safeParse({}).success).toBe(false);
  });
});

describe('chat message text', () => {
  it('keeps words and line breaks, drops control and invisible characters', () => {
    expect(cleanChatText('  Bonjour\r\n\r\n\r\n\r\nJ’ai une question\u200B\u0007 ')).toBe(
      'Bonjour\n\nJ’ai une question',
    );
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
