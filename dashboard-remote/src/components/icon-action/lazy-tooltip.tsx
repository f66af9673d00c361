export { Tooltip as default } from "@fluentui/react-components";
