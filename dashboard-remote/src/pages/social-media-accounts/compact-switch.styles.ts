import { makeStyles, tokens } from "@fluentui/react-components";

// A row's switches (Active, Public) keep their word on screen but not Fluent's 8 px either side of
// it: two such switches in a Spanish row pushed the accounts table past its box at 1366 px (issue 30).
export const useCompactSwitchStyles = makeStyles({
  label: { paddingLeft: tokens.spacingHorizontalXS, paddingRight: 0 },
});
