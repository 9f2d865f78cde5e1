import { useEffect } from "react";
import { useNavigate } from "react-router";

const AUTO_ADVANCE_MS = 500; // product-rules#auto-advance

/** What the question screen does once its answer form replies. */
export function useAfterReply(actionData: object | undefined, next: string | null, lost: () => void) {
  const navigate = useNavigate();

  // Mock, or practice without answers: move on shortly after answering.
  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => navigate(next), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [actionData, next, navigate]);

  // A form that could not reach the server: the screen goes on offline with it.
  useEffect(() => {
    if (actionData && "connectionLost" in actionData) lost();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);
}
