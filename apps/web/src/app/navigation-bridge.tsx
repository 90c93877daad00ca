import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigate } from '../lib/api';

/** Lets the API error rules navigate inside the SPA instead of reloading the page. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => {
      void navigate(to, options);
    });
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}
