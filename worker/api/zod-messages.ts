/** zod/mini ships without messages ("Invalid input"); the API's errors use zod's English ones. */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

z.config(en());
