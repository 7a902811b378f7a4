#include "checkpoint.h"

#include "files/checksum.h"
#include "files/whole_file.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace leapfrog::cluster {

namespace {

constexpr char kMagic[8] = {'L', 'F', 'C', 'K', 'P', 'T', '0' + kCheckpointFormat, '\n'};
static_assert(kCheckpointFormat < 10);
constexpr std::size_t kChunk = std::size_t{1} << 20;

struct CloseFile {
    void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, CloseFile>;

std::string numbers(const std::vector<std::uint64_t>& values)
{
    std::string text;
    for (const std::uint64_t value : values) {
        text += ' ' + std::to_string(value);
    }
    return text;
}

// Writes `bytes` and adds them to `sum`; false on a write error.
bool put(WholeFileWriter& file, std::span<const std::byte> bytes, Checksum64& sum)
{
    sum.add(bytes);
    return file.write(bytes);
}

// Reads exactly `bytes.size()` bytes and adds them to `sum`.
bool take(std::FILE* file, std::span<std::byte> bytes, Checksum64& sum)
{
    for (std::size_t done = 0; done < bytes.size();) {
        const std::size_t part = std::min(kChunk, bytes.size() - done);
        if (std::fread(bytes.data() + done, 1, part, file) != part) {
            return false;
        }
        sum.add(bytes.subspan(done, part));
        done += part;
    }
    return true;
}

// Reads `count` bytes into nowhere, adding them to `sum`.
bool skim(std::FILE* file, std::uint64_t count, Checksum64& sum)
{
    std::vector<std::byte> buffer(static_cast<std::size_t>(std::min<std::uint64_t>(count, kChunk)));
    for (std::uint64_t done = 0; done < count;) {
        const auto part = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, count - done));
        if (!take(file, std::span(buffer.data(), part), sum)) {
            return false;
        }
        done += part;
    }
    return true;
}

std::span<const std::byte> asBytes(const std::string& text) { return std::as_bytes(std::span(text.data(), text.size())); }

// A whole unsigned number, nothing before or after it; nullopt otherwise.
template<typename Number>
std::optional<Number> wholeNumber(std::string_view text)
{
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty()) {
        return std::nullopt;
    }
    return value;
}

// The header's lines after the fixed ones, each "NAME VALUE...", read by name.
class HeaderLines {
public:
    explicit HeaderLines(std::string_view text)
    {
        while (!text.empty()) {
            const std::size_t end = text.find('\n');
            if (end == std::string_view::npos) {
                whole_ = false; // a header ends with a newline
                return;
            }
            lines_.push_back(text.substr(0, end));
            text.remove_prefix(end + 1);
        }
    }

    bool whole() const { return whole_; }
    // The value of line `index` when it is "NAME VALUE"; nullopt otherwise.
    std::optional<std::string_view> value(std::size_t index, std::string_view name) const
    {
        if (index >= lines_.size() || !lines_[index].starts_with(name)) {
            return std::nullopt;
        }
        std::string_view rest = lines_[index].substr(name.size());
        if (rest.empty()) {
            return rest;
        }
        if (rest.front() != ' ') {
            return std::nullopt;
        }
        return rest.substr(1);
    }
    std::size_t size() const { return lines_.size(); }

private:
    std::vector<std::string_view> lines_;
    bool whole_ = true;
};

// Numbers separated by single spaces ("" for none); nullopt on anything else.
std::optional<std::vector<std::uint64_t>> numberList(std::string_view text)
{
    std::vector<std::uint64_t> values;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find(' '), text.size());
        const std::optional<std::uint64_t> value = wholeNumber<std::uint64_t>(text.substr(0, end));
        if (!value) {
            return std::nullopt;
        }
        values.push_back(*value);
        text.remove_prefix(std::min(text.size(), end + 1));
    }
    return values;
}


} // namespace

std::string jobFolderName(const std::string& variant, int ranks)
{
    std::string name;
    for (const char c : variant) {
        const bool kept = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.'
                          || c == '_';
        name += kept ? c : '-';
    }
    return name + ".ranks-" + std::to_string(ranks) + ".format-" + std::to_string(kCheckpointFormat);
}

std::string checkpointFolderProblem(const std::string& folder)
{
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::path path(folder);
    if (fs::exists(path, error) && !fs::is_directory(path, error)) {
        return "the checkpoint folder " + folder + " is a file, not a folder";
    }
    fs::create_directories(path, error);
    if (error || !fs::is_directory(path, error)) {
        return "the checkpoint folder " + folder + " cannot be made: "
               + (error ? error.message() : std::string("a file stands in its path"));
    }
    if (::access(folder.c_str(), W_OK | X_OK) != 0) {
        return "the checkpoint folder " + folder + " cannot be written: " + std::strerror(errno);
    }
    return {};
}

CheckpointFolder::CheckpointFolder(const std::string& folder, std::string variant, int rank, int ranks,
                                   std::uint64_t size, std::uint64_t block)
    : folder_(folder + "/" + jobFolderName(variant, ranks))
    , variant_(std::move(variant))
    , rank_(rank)
    , ranks_(ranks)
    , size_(size)
    , block_(block)
{
}

std::string CheckpointFolder::fileName(int layer) const
{
    return folder_ + "/rank-" + std::to_string(rank_) + ".layer-" + std::to_string(layer) + ".lfcheckpoint";
}

std::string CheckpointFolder::header(const LayerState& state) const
{
    std::ostringstream text;
    text << "leapfrog-cluster checkpoint\nvariant " << variant_ << "\nranks " << ranks_ << "\nrank " << rank_
         << "\nslice " << size_ << " in blocks of " << block_ << "\nlayer " << state.nextLayer - 1 << "\nstart "
         << (state.start == ~std::uint64_t{0} ? std::string("none") : std::to_string(state.start)) << "\nfinished "
         << (state.finished ? 1 : 0) << "\nsizes" << numbers(state.sizes) << "\nexamples" << numbers(state.examples)
         << '\n';
    return text.str();
}

// Every field is checked: the fixed lines must be this job's, and each
// number a whole number in range; anything else (a changed byte, another
// version) makes the file not used, never an error.
std::optional<LayerState> CheckpointFolder::parseHeader(const std::string& text, int layer) const
{
    const std::string fixed = header(LayerState{});
    const std::size_t fixedEnd = fixed.find("\nlayer ") + 1;
    if (text.compare(0, fixedEnd, fixed, 0, fixedEnd) != 0) {
        return std::nullopt; // another variant, job size, rank or program version
    }
    const HeaderLines lines(std::string_view(text).substr(fixedEnd));
    if (!lines.whole() || lines.size() != 5) {
        return std::nullopt;
    }
    const auto then = [](const std::optional<std::string_view>& value, auto parse) {
        return value ? parse(*value) : decltype(parse(*value)){};
    };
    const auto written = then(lines.value(0, "layer"), wholeNumber<int>);
    const auto start = lines.value(1, "start");
    const auto finished = then(lines.value(2, "finished"), wholeNumber<int>);
    auto sizes = then(lines.value(3, "sizes"), numberList);
    auto examples = then(lines.value(4, "examples"), numberList);
    if (!written || *written != layer || !start || !finished || *finished > 1 || !sizes || !examples
        || sizes->size() != static_cast<std::size_t>(layer) + 1 || examples->size() != sizes->size()) {
        return std::nullopt;
    }
    LayerState state;
    if (*start != "none") {
        const std::optional<std::uint64_t> startLayer = wholeNumber<std::uint64_t>(*start);
        if (!startLayer || *startLayer > static_cast<std::uint64_t>(layer)) {
            return std::nullopt;
        }
        state.start = *startLayer;
    }
    state.nextLayer = layer + 1;
    state.finished = *finished == 1;
    state.sizes = std::move(*sizes);
    state.examples = std::move(*examples);
    return header(state) == text ? std::optional<LayerState>(std::move(state)) : std::nullopt;
}

void CheckpointFolder::write(const LayerState& state, SliceCodes& codes) const
{
    const int layer = state.nextLayer - 1;
    const std::string name = fileName(layer);
    std::error_code error;
    std::filesystem::create_directories(folder_, error);
    // Whole or not at all (files/whole_file.h): a temporary file created
    // exclusively (O_EXCL, O_NOFOLLOW: never another's file, never through
    // a link), every write checked, synced, renamed; a failed or killed write
    // leaves the checkpoints before it as they were. A link planted under
    // the checkpoint's own name is refused, never written through.
    WholeFileWriter file(name, TargetLinks::Refuse);
    const std::string text = header(state);
    const std::uint64_t length = text.size();
    Checksum64 sum;
    bool ok = file.open() && put(file, std::as_bytes(std::span(kMagic)), sum)
              && put(file, std::as_bytes(std::span(&length, 1)), sum) && put(file, asBytes(text), sum)
              && put(file, codes.codeBytes(), sum) && put(file, codes.markBytes(), sum);
    const std::uint64_t checksum = sum.value();
    ok = ok && file.write(std::as_bytes(std::span(&checksum, 1))) && file.commit();
    if (!ok) {
        throw std::runtime_error("cannot write the checkpoint " + name + ": "
                                 + (file.failure() ? file.failure()->reason() : std::string("unknown failure")));
    }
    // The two newest files stay (this one and the one written before it,
    // whatever layers apart: --checkpoint-every), older ones go.
    const std::vector<int> layers = layersOnDisk();
    for (std::size_t i = 2; i < layers.size(); ++i) {
        std::filesystem::remove(fileName(layers[i]), error);
    }
}

std::optional<LayerState> CheckpointFolder::read(int layer, SliceCodes& codes) const { return verify(layer, &codes); }

std::optional<LayerState> CheckpointFolder::verify(int layer, SliceCodes* codes) const
{
    const int fd = ::open(fileName(layer).c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    const File file(fd >= 0 ? ::fdopen(fd, "rb") : nullptr);
    if (!file) {
        if (fd >= 0) {
            ::close(fd);
        }
        return std::nullopt;
    }
    Checksum64 sum;
    std::array<std::byte, sizeof kMagic> magic{};
    std::uint64_t length = 0;
    if (!take(file.get(), magic, sum) || std::memcmp(magic.data(), kMagic, sizeof kMagic) != 0
        || !take(file.get(), std::as_writable_bytes(std::span(&length, 1)), sum) || length > (std::uint64_t{1} << 26)) {
        return std::nullopt;
    }
    std::string text(static_cast<std::size_t>(length), '\0');
    if (!take(file.get(), std::as_writable_bytes(std::span(text.data(), text.size())), sum)) {
        return std::nullopt;
    }
    std::optional<LayerState> state = parseHeader(text, layer);
    std::uint64_t checksum = 0;
    const std::uint64_t words = (size_ + 31) / 32;
    const bool payload = codes != nullptr
                             ? take(file.get(), codes->codeBytes(), sum) && take(file.get(), codes->markBytes(), sum)
                             : skim(file.get(), words * 12, sum);
    if (!state || !payload || std::fread(&checksum, sizeof checksum, 1, file.get()) != 1 || checksum != sum.value()
        || std::fgetc(file.get()) != EOF) {
        return std::nullopt;
    }
    return state;
}

std::vector<int> CheckpointFolder::layersOnDisk() const
{
    std::vector<int> layers;
    const std::string prefix = "rank-" + std::to_string(rank_) + ".layer-";
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder_, error)) {
        const std::string name = entry.path().filename().string();
        constexpr std::string_view kEnd = ".lfcheckpoint";
        if (name.size() > prefix.size() + kEnd.size() && name.starts_with(prefix) && name.ends_with(kEnd)) {
            const std::string_view number =
                std::string_view(name).substr(prefix.size(), name.size() - prefix.size() - kEnd.size());
            if (const std::optional<int> layer = wholeNumber<int>(number)) {
                layers.push_back(*layer);
            }
        }
    }
    std::sort(layers.rbegin(), layers.rend());
    return layers;
}

std::vector<int> CheckpointFolder::validLayers(std::vector<std::string>& damaged) const
{
    std::vector<int> valid;
    for (const int layer : layersOnDisk()) {
        if (verify(layer, nullptr)) {
            valid.push_back(layer);
        } else {
            damaged.push_back(fileName(layer));
        }
    }
    return valid;
}

} // namespace leapfrog::cluster
