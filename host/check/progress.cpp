#include "check/progress.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <mutex>
#include <stdexcept>

namespace npe {

namespace {

constexpr std::uint32_t kMagic = 0x4E504550;  // "NPEP"

/** The file's layout: written by the child, read by the runner after the child ended. */
struct Record {
  std::uint64_t calls;  // find calls noted, first: read alone while the child runs
  std::uint32_t magic;
  std::uint32_t all;
  std::uint32_t facts;
  std::uint8_t digits[81];
  std::uint8_t givens[81];
  std::uint16_t candidates[81];
  char origin[400];
};

Record* mapped = nullptr;
std::mutex mutex;  // the threads check calls find from two threads

}  // namespace

void open_progress_file(const std::filesystem::path& file) {
  const int fd = ::open(file.c_str(), O_RDWR);
  if (fd < 0) throw std::runtime_error("cannot open the progress file " + file.string());
  if (::ftruncate(fd, sizeof(Record)) != 0) {
    ::close(fd);
    throw std::runtime_error("cannot size the progress file " + file.string());
  }
  void* memory = ::mmap(nullptr, sizeof(Record), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  ::close(fd);
  if (memory == MAP_FAILED) throw std::runtime_error("cannot map the progress file " + file.string());
  mapped = static_cast<Record*>(memory);
}

void note_position(const std::string& origin, const Grid& grid, bool all) {
  if (!mapped) return;
  const std::lock_guard lock(mutex);
  mapped->magic = 0;  // a record half written is never read as whole
  mapped->all = all ? 1 : 0;
  mapped->facts = grid.facts;
  std::memcpy(mapped->digits, grid.digits.data(), 81);
  std::memcpy(mapped->givens, grid.givens.data(), 81);
  std::memcpy(mapped->candidates, grid.candidates.data(), sizeof mapped->candidates);
  const std::size_t length = std::min(origin.size(), sizeof mapped->origin - 1);
  std::memcpy(mapped->origin, origin.data(), length);
  mapped->origin[length] = '\0';
  mapped->magic = kMagic;
  __atomic_fetch_add(&mapped->calls, 1, __ATOMIC_RELEASE);
}

std::filesystem::path create_progress_file() {
  std::error_code error;
  auto dir = std::filesystem::temp_directory_path(error);
  if (error) dir = "/tmp";
  std::string pattern = (dir / "npe-check-XXXXXX").string();
  const int fd = ::mkstemp(pattern.data());
  if (fd < 0) throw std::runtime_error("cannot create a progress file in " + dir.string());
  ::close(fd);
  return pattern;
}

std::uint64_t read_progress_calls(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::uint64_t calls = 0;
  if (!in.read(reinterpret_cast<char*>(&calls), sizeof calls)) return 0;
  return calls;
}

std::optional<NotedPosition> read_progress_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  Record record{};
  if (!in.read(reinterpret_cast<char*>(&record), sizeof record) || record.magic != kMagic) return std::nullopt;
  NotedPosition noted;
  record.origin[sizeof record.origin - 1] = '\0';
  noted.origin = record.origin;
  noted.all = record.all != 0;
  noted.grid.facts = record.facts;
  std::memcpy(noted.grid.digits.data(), record.digits, 81);
  std::memcpy(noted.grid.givens.data(), record.givens, 81);
  std::memcpy(noted.grid.candidates.data(), record.candidates, sizeof record.candidates);
  return noted;
}

}  // namespace npe
