import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@amora/contracts';
import { decodeNumericEntities } from '../message-text.ts';

/**
 * What a screen reader hears when the other member's message arrives in the open thread: who wrote
 * and what (a sticker or a gift by its kind). Only for a message that came after the thread was
 * shown: never for the page as it loaded, nor for the earlier ones loaded above it.
 */
export function useArrivalAnnouncement(shown: readonly Message[], otherName: string): string {
  const { t } = useTranslation('messenger');
  const newest = shown.at(-1);
  const lastSeen = useRef(newest?.id);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!newest || newest.id === lastSeen.current) return;
    const firstPage = lastSeen.current === undefined;
    lastSeen.current = newest.id;
    if (firstPage || !newest.isIncoming) return;
    setAnnouncement(
      newest.type === 'gift'
        ? t('thread.header.giftReceived', { name: otherName })
        : newest.type === 'sticker'
          ? t('thread.arrived.sticker', { name: otherName })
          : newest.text
            ? t('thread.arrived.text', { name: otherName, text: decodeNumericEntities(newest.text) })
            : t('thread.arrived.other', { name: otherName }),
    );
  }, [newest, otherName, t]);

  return announcement;
}
