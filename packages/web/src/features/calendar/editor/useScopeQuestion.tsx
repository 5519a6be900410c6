import { useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDIT_SCOPES, type EditScope } from '@newsroom/domain';

/** Whether the question is about a change or a removal. */
export type ScopeQuestion = 'change' | 'delete';

/**
 * Asks which occurrences of a repeating event a change or removal touches ("this occurrence",
 * "this and following", "all"); `ask` resolves with the answer, or null when the user cancels.
 */
export function useScopeQuestion(): {
  ask: (question: ScopeQuestion) => Promise<EditScope | null>;
  element: ReactNode;
} {
  const { t } = useTranslation('calendar');
  const [question, setQuestion] = useState<ScopeQuestion | null>(null);
  const resolveRef = useRef<((scope: EditScope | null) => void) | null>(null);

  const answer = (scope: EditScope | null) => {
    resolveRef.current?.(scope);
    resolveRef.current = null;
    setQuestion(null);
  };

  const ask = (next: ScopeQuestion) =>
    new Promise<EditScope | null>((resolve) => {
      resolveRef.current = resolve;
      setQuestion(next);
    });

  const element = (
    <Modal
      open={question !== null}
      title={t(question === 'delete' ? 'scope.titleDelete' : 'scope.title')}
      onCancel={() => answer(null)}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap="small" data-testid="calendar-scope">
        {EDIT_SCOPES.map((scope) => (
          <Button
            key={scope}
            block
            danger={question === 'delete'}
            onClick={() => answer(scope)}
            data-testid={`calendar-scope-${scope}`}
          >
            {t(`scope.${scope}`)}
          </Button>
        ))}
      </Flex>
    </Modal>
  );
  return { ask, element };
}
