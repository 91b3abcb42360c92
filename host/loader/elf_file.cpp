#include "loader/elf_file.hpp"

#include <elf.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "loader/search_paths.hpp"

namespace npe {

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string read_head(const std::filesystem::path& path, std::size_t size) {
  std::ifstream in(path, std::ios::binary);
  std::string head(size, '\0');
  in.read(head.data(), static_cast<std::streamsize>(size));
  head.resize(static_cast<std::size_t>(in.gcount()));
  return head;
}

std::string machine_name(unsigned machine) {
  switch (machine) {
    case EM_386: return "x86 (32-bit)";
    case EM_X86_64: return "x86-64";
    case EM_ARM: return "ARM (32-bit)";
    case EM_AARCH64: return "AArch64";
    case EM_RISCV: return "RISC-V";
    case EM_PPC64: return "PowerPC 64";
    case EM_S390: return "s390";
    case EM_MIPS: return "MIPS";
    default: return "machine " + std::to_string(machine);
  }
}

/** Class, byte order and machine of an ELF header (the fields at the same offsets in 32 and 64 bit). */
struct ElfIdentity {
  unsigned char elf_class = 0;
  unsigned char data = 0;
  unsigned type = 0;
  unsigned machine = 0;
};

std::optional<ElfIdentity> identity(const std::string& head) {
  if (head.size() < sizeof(Elf32_Ehdr) || std::memcmp(head.data(), ELFMAG, SELFMAG) != 0) return std::nullopt;
  ElfIdentity id;
  id.elf_class = static_cast<unsigned char>(head[EI_CLASS]);
  id.data = static_cast<unsigned char>(head[EI_DATA]);
  Elf32_Half type = 0, machine = 0;  // e_type and e_machine sit at 16 and 18 in both classes
  std::memcpy(&type, head.data() + offsetof(Elf32_Ehdr, e_type), sizeof type);
  std::memcpy(&machine, head.data() + offsetof(Elf32_Ehdr, e_machine), sizeof machine);
  const unsigned char host_data = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? ELFDATA2LSB : ELFDATA2MSB;
  if (id.data != host_data) {  // the other byte order: swapped, so that the message names the machine
    type = static_cast<Elf32_Half>(type >> 8 | type << 8);
    machine = static_cast<Elf32_Half>(machine >> 8 | machine << 8);
  }
  id.type = type;
  id.machine = machine;
  return id;
}

std::string describe(const ElfIdentity& id) {
  return machine_name(id.machine) + (id.elf_class == ELFCLASS32 ? ", 32-bit" : ", 64-bit") +
         (id.data == ELFDATA2LSB ? " little-endian" : " big-endian");
}

template <class Ehdr, class Shdr, class Sym>
std::vector<std::string> dynamic_symbols(const std::string& file) {
  auto at = [&](std::size_t offset, std::size_t size) {
    if (offset > file.size() || size > file.size() - offset) throw std::runtime_error("truncated ELF file");
    return file.data() + offset;
  };
  Ehdr header;
  std::memcpy(&header, at(0, sizeof header), sizeof header);
  std::vector<Shdr> sections(header.e_shnum);
  for (std::size_t i = 0; i < sections.size(); ++i) {
    std::memcpy(&sections[i], at(header.e_shoff + i * header.e_shentsize, sizeof(Shdr)), sizeof(Shdr));
  }
  std::vector<std::string> names;
  for (const Shdr& section : sections) {
    if (section.sh_type != SHT_DYNSYM || section.sh_entsize < sizeof(Sym)) continue;
    if (section.sh_link >= sections.size()) throw std::runtime_error("bad .dynsym string table");
    const Shdr& strings = sections[section.sh_link];
    const char* string_table = at(strings.sh_offset, strings.sh_size);
    for (std::size_t offset = 0; offset + sizeof(Sym) <= section.sh_size; offset += section.sh_entsize) {
      Sym symbol;
      std::memcpy(&symbol, at(section.sh_offset + offset, sizeof symbol), sizeof symbol);
      const unsigned binding = symbol.st_info >> 4;
      const unsigned visibility = symbol.st_other & 0x3;
      const bool global = binding == STB_GLOBAL || binding == STB_WEAK || binding == STB_GNU_UNIQUE;
      if (symbol.st_shndx == SHN_UNDEF || !global || visibility == STV_HIDDEN || visibility == STV_INTERNAL) continue;
      if (symbol.st_shndx == SHN_ABS && symbol.st_value == 0) continue;  // a symbol version's name
      if (symbol.st_name >= strings.sh_size) throw std::runtime_error("bad symbol name offset");
      names.emplace_back(string_table + symbol.st_name,
                         strnlen(string_table + symbol.st_name, strings.sh_size - symbol.st_name));
    }
  }
  return names;
}

/** Whether the file names a program interpreter (PT_INTERP): a position-independent executable is
 *  ET_DYN like a library, but only an executable has one. */
template <class Ehdr, class Phdr>
bool has_interpreter(const std::string& file) {
  if (file.size() < sizeof(Ehdr)) return false;
  Ehdr header;
  std::memcpy(&header, file.data(), sizeof header);
  for (std::size_t i = 0; i < header.e_phnum; ++i) {
    const std::size_t offset = header.e_phoff + i * header.e_phentsize;
    if (offset > file.size() || sizeof(Phdr) > file.size() - offset) return false;
    Phdr program;
    std::memcpy(&program, file.data() + offset, sizeof program);
    if (program.p_type == PT_INTERP) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> shared_library_problem(const std::filesystem::path& path) {
  std::error_code error;
  if (!std::filesystem::exists(path, error)) return "no such file";
  if (!std::filesystem::is_regular_file(path, error)) return "not a regular file";
  const auto head = read_head(path, sizeof(Elf64_Ehdr));
  const auto library = identity(head);
  if (!library) return "not a shared library (no ELF header)";
  const auto self = identity(read_head(program_path(), sizeof(Elf64_Ehdr)));
  if (self &&
      (library->machine != self->machine || library->elf_class != self->elf_class || library->data != self->data)) {
    return "built for " + describe(*library) + ", but this npe is " + describe(*self);
  }
  if (library->type != ET_DYN)
    return "an ELF file but not a shared library (ELF type " + std::to_string(library->type) + ")";
  const std::string file = read_file(path);
  const bool executable = library->elf_class == ELFCLASS64 ? has_interpreter<Elf64_Ehdr, Elf64_Phdr>(file)
                                                           : has_interpreter<Elf32_Ehdr, Elf32_Phdr>(file);
  if (executable) return "an executable program, not a shared library (it names a program interpreter)";
  return std::nullopt;
}

std::vector<std::string> exported_symbols(const std::filesystem::path& path) {
  const std::string file = read_file(path);
  const auto id = identity(file);
  if (!id || id->data != ELFDATA2LSB) throw std::runtime_error("not a little-endian ELF file");
  if (id->elf_class == ELFCLASS64) return dynamic_symbols<Elf64_Ehdr, Elf64_Shdr, Elf64_Sym>(file);
  return dynamic_symbols<Elf32_Ehdr, Elf32_Shdr, Elf32_Sym>(file);
}

}  // namespace npe
