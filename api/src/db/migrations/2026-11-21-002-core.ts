import { sql, type Kysely } from 'kysely';

// Frozen once released. The core tables every other domain refers to: the catalog
// (categories, subcategories, products) and users.
// Portable across SQLite and PostgreSQL: text ids made by the application, integer
// taka, booleans as integer 0/1, JSON as text, timestamps as ISO-8601 UTC text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    // Home grid order; null for categories that are not home tiles (e.g. builder-only).
    .addColumn('position', 'integer')
    .execute();

  await db.schema
    .createTable('subcategories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_slug', 'text', (col) => col.notNull().references('categories.slug'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('subcategories_category_name_unique', ['category_slug', 'name'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().references('categories.slug'))
    .addColumn('sub_category', 'text')
    // The PC Builder category (processor, cooling, motherboard, ram, ...) or null.
    .addColumn('builder_category', 'text')
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('old_price', 'integer')
    .addColumn('stock_quantity', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // JSON: [{label, value}]
    .addColumn('specifications', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON: string[]
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON: structured builder specs (socket, tdpWatts, formFactor, memoryType, ...).
    .addColumn('builder_specs', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('warranty', 'text')
    .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('weight', 'text')
    .addColumn('shipping_type', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['category', 'price'])
    .execute();
  await db.schema
    .createIndex('products_builder_idx')
    .on('products')
    .columns(['builder_category', 'price'])
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Stored lower-cased; one account per address.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('user_ref', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
    // scrypt hash for the password forms; null for code-only accounts.
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('subcategories').execute();
  await db.schema.dropTable('categories').execute();
}
