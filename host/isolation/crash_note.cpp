#include "isolation/crash_note.hpp"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <mutex>

namespace npe {

namespace {

// The note of this thread's current run; the handler runs on the crashing thread.
thread_local CrashNotes* current = nullptr;

void put(const char* text, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(STDERR_FILENO, text, size);
    if (n <= 0) return;
    text += n;
    size -= static_cast<std::size_t>(n);
  }
}

void put_number(long value) {
  char digits[24];
  int at = sizeof digits;
  const bool negative = value < 0;
  unsigned long left = negative ? static_cast<unsigned long>(-value) : static_cast<unsigned long>(value);
  do {
    digits[--at] = static_cast<char>('0' + left % 10);
    left /= 10;
  } while (left && at > 1);
  if (negative) digits[--at] = '-';
  put(digits + at, sizeof digits - static_cast<std::size_t>(at));
}

void on_crash(int signal) {
  if (CrashNotes* notes = current) {
    current = nullptr;  // a crash inside the note itself must not loop
    put(notes->prefix().data(), notes->prefix().size());
    put(notes->puzzle_text().data(), notes->puzzle_text().size());
    const int technique = notes->site().technique.load(std::memory_order_relaxed);
    const int step = notes->site().step.load(std::memory_order_relaxed);
    if (step > 0 && technique >= 0 && technique < static_cast<int>(notes->names().size())) {
      const std::string& name = notes->names()[static_cast<std::size_t>(technique)];
      put(name.data(), name.size());
      put_number(step);
    } else {
      static constexpr char outside[] = " outside the techniques";
      put(outside, sizeof outside - 1);
    }
    static constexpr char tail[] = " (signal ";
    put(tail, sizeof tail - 1);
    put_number(signal);
    put(")\n", 2);
  }
  ::signal(signal, SIG_DFL);
  raise(signal);
}

void install_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_NODEFER;
    for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(signal, &action, nullptr);
  });
}

}  // namespace

CrashNotes::CrashNotes(Engine& engine) {
  engine.set_call_site(&site_);
  prefix_ = "npe: crashed running engine type " + engine.type().name + " on puzzle ";
  for (const auto* instance : engine.instances()) {
    names_.push_back(" in " + instance->describe() + " at step ");
  }
  puzzle_.reserve(256);
}

CrashNotes::Scope::Scope(CrashNotes& notes, const Puzzle& puzzle) {
  install_handlers();
  notes.puzzle_text() = (puzzle.origin.empty() ? "" : puzzle.origin + " ") + puzzle.givens_line();
  current = &notes;
}

CrashNotes::Scope::~Scope() { current = nullptr; }

}  // namespace npe
