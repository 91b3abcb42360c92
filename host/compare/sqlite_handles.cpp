#include "compare/sqlite_handles.hpp"

#include "base/errors.hpp"

namespace npe {

SqliteDatabase::SqliteDatabase(const std::filesystem::path& path, int flags) : name(path.string()) {
  if (sqlite3_open_v2(name.c_str(), &handle, flags, nullptr) != SQLITE_OK) {
    const std::string message = handle ? sqlite3_errmsg(handle) : "out of memory";
    sqlite3_close(handle);
    throw InputError(name + ": cannot open the database: " + message);
  }
}

// close_v2: a statement still alive keeps the connection until it is finalized, then it closes
// (plain close would fail and leave the connection open).
SqliteDatabase::~SqliteDatabase() { sqlite3_close_v2(handle); }

void SqliteDatabase::exec(const std::string& sql) const {
  char* error = nullptr;
  if (sqlite3_exec(handle, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw InputError(name + ": " + message);
  }
}

void SqliteDatabase::fail() const { throw InputError(name + ": " + sqlite3_errmsg(handle)); }

SqliteStatement::SqliteStatement(const SqliteDatabase& database, const char* sql) : db(database) {
  if (sqlite3_prepare_v2(db.handle, sql, -1, &handle, nullptr) != SQLITE_OK) db.fail();
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(handle); }

void SqliteStatement::run() {
  if (sqlite3_step(handle) != SQLITE_DONE) db.fail();
  sqlite3_reset(handle);
}

bool SqliteStatement::row() {
  const int status = sqlite3_step(handle);
  if (status == SQLITE_ROW) return true;
  if (status != SQLITE_DONE) db.fail();
  return false;
}

}  // namespace npe
