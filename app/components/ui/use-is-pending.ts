import { useNavigation } from "react-router";

/**
 * A form of this page is on its way: with `intent`, only a submission carrying that intent (the
 * button's name="intent" value). `state: "non-idle"` also counts the page loading after the submission.
 */
export function useIsPending({
  intent,
  state = "submitting",
}: { intent?: string; state?: "submitting" | "non-idle" } = {}) {
  const navigation = useNavigation();
  const active = state === "non-idle" ? navigation.state !== "idle" : navigation.state === "submitting";
  return active && (intent === undefined || navigation.formData?.get("intent") === intent);
}
