/** What a test-mode payment's receipt shows as its method: a card that exists nowhere. */
export const TEST_CARD_LABEL = '테스트 카드 ****4242';
