// The command language's one-line help, as a seat's player reads it (text only: loads no engine).
export { COMMAND_HELP } from "../play/command-help.js";
