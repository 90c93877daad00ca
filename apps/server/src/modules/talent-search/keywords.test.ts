import { describe, expect, it } from 'vitest';
import { keywordMatches, keywordTsquery, searchVector, tokenize } from './keywords.js';
import { KEYWORD_RULES } from './keyword-rules.js';

describe('keyword rules (applied directly)', () => {
  for (const [text, keyword, expected] of KEYWORD_RULES) {
    it(`${JSON.stringify(keyword)} ${expected ? 'finds' : 'does not find'} ${JSON.stringify(text)}`, () => {
      expect(keywordMatches(text, keyword)).toBe(expected);
    });
  }
});

describe('index form', () => {
  it('splits Hangul and Latin runs and keeps c++, c# and node.js whole', () => {
    expect(tokenize('Node.js와 C++, C#을 씁니다.')).toEqual(['node.js', '와', 'c++', 'c#', '을', '씁니다']);
  });

  it('stores Hangul as positioned grams of two to four syllables plus the last syllable, and facets without positions', () => {
    expect(searchVector('자바를 Java', ['g:male'])).toBe("'자바':1 '자바를':1 '바를':2 '를':3 'java':5 'g:male'");
    expect(searchVector('품질관리팀')).toBe("'품질':1 '품질관':1 '품질관리':1 '질관':2 '질관리':2 '질관리팀':2 '관리':3 '관리팀':3 '리팀':4 '팀':5");
  });

  it('turns two to four syllables into one lexeme, more into a phrase of adjacent four-syllable grams, and one syllable into a prefix', () => {
    expect(keywordTsquery('회계')).toBe("'회계'");
    expect(keywordTsquery('스프링')).toBe("'스프링'");
    expect(keywordTsquery('품질관리')).toBe("'품질관리'");
    expect(keywordTsquery('데이터분석')).toBe("('데이터분' <-> '이터분석')");
    expect(keywordTsquery('사')).toBe("'사':*");
    expect(keywordTsquery('Spring Boot')).toBe("('spring' & 'boot')");
    expect(keywordTsquery('...')).toBeNull();
  });
});
