import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../../api/navigation';

/**
 * The request layer navigates from outside React (session expiry → login page); once the
 * router is mounted it must use the router instead of a full page load.
 */
export function useRequestNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
}
