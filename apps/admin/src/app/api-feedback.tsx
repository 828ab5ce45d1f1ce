import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { API_ERROR_EVENT, API_SIGNIN_NEEDED_EVENT, apiEvents } from '../api/client.ts';
import { replaceSession } from '../session/session.ts';

/** Shows the API client's error messages and forgets the session when the server ends it (4010). */
export function ApiFeedback() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  useEffect(() => {
    const showError = (event: Event) => {
      const text = (event as CustomEvent<string>).detail;
      void message.error({ content: text, key: text });
    };
    const forgetSession = () => replaceSession(queryClient, null);
    apiEvents.addEventListener(API_ERROR_EVENT, showError);
    apiEvents.addEventListener(API_SIGNIN_NEEDED_EVENT, forgetSession);
    return () => {
      apiEvents.removeEventListener(API_ERROR_EVENT, showError);
      apiEvents.removeEventListener(API_SIGNIN_NEEDED_EVENT, forgetSession);
    };
  }, [message, queryClient]);

  return null;
}
