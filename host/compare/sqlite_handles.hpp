// The SQLite connection and prepared statement the results database (compare_database.cpp) works
// through: each owns its handle, and every failure becomes an InputError naming the file.
#pragma once

#include <sqlite3.h>

#include <filesystem>
#include <string>

namespace npe {

/** An open connection; closed when the last statement on it is finalized. */
struct SqliteDatabase {
  sqlite3* handle = nullptr;
  std::string name;

  SqliteDatabase(const std::filesystem::path& path, int flags);
  ~SqliteDatabase();
  SqliteDatabase(const SqliteDatabase&) = delete;
  SqliteDatabase& operator=(const SqliteDatabase&) = delete;

  void exec(const std::string& sql) const;
  /** Throws the connection's last error. */
  [[noreturn]] void fail() const;
};

/** A prepared statement, reset after every step. */
struct SqliteStatement {
  const SqliteDatabase& db;
  sqlite3_stmt* handle = nullptr;

  SqliteStatement(const SqliteDatabase& database, const char* sql);
  ~SqliteStatement();
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;

  void bind(int i, long long value) { sqlite3_bind_int64(handle, i, value); }
  void bind(int i, double value) { sqlite3_bind_double(handle, i, value); }
  void bind(int i, const std::string& text) {
    sqlite3_bind_text(handle, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  }
  void bind_null(int i) { sqlite3_bind_null(handle, i); }
  /** Runs a statement that returns no row, then resets it. */
  void run();
  /** Steps to the next row: false after the last. */
  bool row();
  long long integer(int i) const { return sqlite3_column_int64(handle, i); }
  double real(int i) const { return sqlite3_column_double(handle, i); }
  std::string text(int i) const {
    const auto* value = sqlite3_column_text(handle, i);
    return value ? reinterpret_cast<const char*>(value) : "";
  }
};

}  // namespace npe
