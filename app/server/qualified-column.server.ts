// A column named with its table, for a subquery that refers to the row of the query around it.
// Drizzle leaves columns unqualified in a query over one table, so inside a subquery `"user_id"`
// would name the subquery's own column (every row matching itself) instead of the outer row's.
import { getTableName, sql, type Column } from "drizzle-orm";

export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
