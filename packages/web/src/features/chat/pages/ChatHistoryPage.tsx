import { useState } from 'react';
import { Card, DatePicker, Flex, Input, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { newsroomToday, type ChatMessage } from '@newsroom/domain';
import { useDebouncedValue } from '../../../shared/components';
import { currentLocale, PICKER_DATE_FORMATS } from '../../../shared/i18n';
import { usePickerLocale } from '../../../shared/i18n/pickerLocale';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { chatKeys, fetchChatHistory } from '../api/chatApi';
import { ChatDayMessages } from './ChatDayMessages';
import { ChatHistoryList } from './ChatHistoryList';
import { ChatSearchResults } from './ChatSearchResults';

/** The search runs from this many characters (the server's minimum). */
const SEARCH_MIN_CHARS = 2;

/**
 * The chat history (`/main?area=chat`, spec 1 §3, issue 20): the caller's chats of a day and a
 * chat's messages of that day, 10 at a time; a search over every chat of the caller opens a
 * found message's day and chat.
 */
export function ChatHistoryPage() {
  const { t } = useTranslation('chatHistory');
  const { me } = useAuth();
  const locale = currentLocale();
  usePickerLocale(locale);
  const timeZone = useBranchConfig().data?.timeZone;
  // The newsroom's day, as the server's `date` means it.
  const [date, setDate] = useState(() => newsroomToday(timeZone, new Date()));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [searchText, setSearchText] = useState('');
  const typed = searchText.trim();
  const settledSearch = useDebouncedValue(typed);
  const isSearching = typed.length >= SEARCH_MIN_CHARS && settledSearch.length >= SEARCH_MIN_CHARS;

  const chats = useQuery({
    queryKey: chatKeys.history(date),
    queryFn: () => fetchChatHistory(date),
  });
  // The chosen chat while it is among the day's, else the day's first.
  const selectedId =
    chats.data?.find((chat) => chat.id === chosenId)?.id ?? chats.data?.[0]?.id ?? null;

  const handleDate = (next: string) => {
    setDate(next);
    setHighlightedId(null);
  };
  const handleOpen = (message: ChatMessage) => {
    setDate(newsroomToday(timeZone, new Date(message.createdAt)));
    setChosenId(message.chatId);
    setHighlightedId(message.id);
    setSearchText('');
  };

  return (
    <Card title={t('title')} data-testid="chat-history-page">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <DatePicker
            value={dayjs(date)}
            format={PICKER_DATE_FORMATS[locale]}
            allowClear={false}
            aria-label={t('date')}
            onChange={(value) => {
              if (value) handleDate(value.format('YYYY-MM-DD'));
            }}
            data-testid="chat-history-date"
          />
          <Input.Search
            allowClear
            value={searchText}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            onChange={(event) => setSearchText(event.target.value)}
            data-testid="chat-search"
            style={{ maxWidth: 360 }}
          />
        </Flex>
        {typed.length > 0 && typed.length < SEARCH_MIN_CHARS && (
          <Typography.Text type="secondary">
            {t('search.tooShort', { count: SEARCH_MIN_CHARS })}
          </Typography.Text>
        )}
        {isSearching ? (
          <ChatSearchResults text={settledSearch} meId={me?.id} onOpen={handleOpen} />
        ) : (
          <Flex gap="large" align="flex-start" wrap>
            <div style={{ flex: '0 0 260px' }}>
              <Typography.Title level={5}>{t('chats')}</Typography.Title>
              <ChatHistoryList
                query={chats}
                meId={me?.id}
                selectedId={selectedId}
                onSelect={(id) => {
                  setChosenId(id);
                  setHighlightedId(null);
                }}
              />
            </div>
            <div style={{ flex: '1 1 420px', minWidth: 0 }}>
              {selectedId !== null && (
                <ChatDayMessages
                  key={`${selectedId}-${date}`}
                  chatId={selectedId}
                  date={date}
                  highlightedId={highlightedId}
                />
              )}
            </div>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
