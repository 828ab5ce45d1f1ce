import { Button, Result } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/app.tsx';
import './app/global.css';
import { startUp } from './startup/startup.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

startUp().then(
  (startup) =>
    root.render(
      <StrictMode>
        <AdminApp startup={startup} />
      </StrictMode>,
    ),
  () =>
    // Without the server there are no translations yet, so this one screen is in English.
    root.render(
      <Result
        status="error"
        title="Roamcart back office"
        subTitle="The server could not be reached."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />,
    ),
);
