import { useState } from 'react';
import { Input } from 'antd';

/** A text field that saves when left or on Enter, and only when changed. */
export function CommitInput(props: {
  value: string;
  onCommit: (value: string) => void;
  disabled: boolean;
  placeholder?: string;
  testId: string;
  maxLength: number;
}) {
  const [text, setText] = useState(props.value);
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setText(props.value);
  }
  const commit = () => {
    if (text.trim() !== props.value) props.onCommit(text.trim());
  };
  return (
    <Input
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      disabled={props.disabled}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      data-testid={props.testId}
      variant="borderless"
    />
  );
}
