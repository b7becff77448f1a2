#include "systemgenerator.h"

#include "datasets/executablecontent.h"
#include "datasets/treecopy.h"
#include "fs/directorylisting.h"
#include "fs/treewalk.h"
#include "util/random.h"
#include "util/uniquefd.h"
#include "util/units.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <vector>

namespace cm {
namespace {

constexpr qint64 SmallestGeneratedFile = 16 * KiB;
constexpr qint64 LargestGeneratedFile = 2 * MiB;
constexpr quint64 GeneratedStream = 0x73797374656dull; // "system": apart from any file index

struct Candidate
{
    QByteArray source;
    QByteArray destination;
    qint64 bytes = 0;
    quint64 key = 0;
};

// FNV-1a, then splitmix64 with the seed: a well-spread, stable order of paths per seed.
quint64 selectionKey(quint64 seed, const QByteArray &path)
{
    quint64 hash = 0xcbf29ce484222325ull;
    for (const char c : path)
        hash = (hash ^ quint8(c)) * 0x100000001b3ull;
    std::uint64_t state = seed ^ hash;
    return splitmix64(state);
}

QString unreadable()
{
    return QStringLiteral("unreadable: ") + QString::fromLocal8Bit(std::strerror(errno));
}

class CandidateCollector
{
public:
    CandidateCollector(qint64 largest, const Cancellation &cancel, QList<Candidate> *candidates,
                       DataSetManifest *manifest)
        : m_largest(largest), m_cancel(cancel), m_candidates(candidates), m_manifest(manifest)
    {
    }

    // Collects below `root` one top-level entry at a time, so that a folder
    // that cannot be read costs only that part of the sample.
    Status collect(const QByteArray &root)
    {
        const QByteArray prefix = root.startsWith('/') ? root.mid(1) : root;
        UniqueFd rootFd(::open(root.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        std::vector<QByteArray> names;
        if (!rootFd.isValid()) {
            m_manifest->noteSkipped(QFile::decodeName(root), unreadable());
            return Status::ok();
        }
        if (Status listed = listDirectory(rootFd.get(), root, &names); !listed) {
            m_manifest->noteSkipped(QFile::decodeName(root), listed.message());
            return Status::ok();
        }
        for (const QByteArray &name : names) {
            if (m_cancel.isRequested())
                return cancelledStatus();
            const QByteArray child = joinPath(root, name);
            const QByteArray destination = joinPath(prefix, name);
            struct stat info {};
            if (::lstat(child.constData(), &info) != 0) {
                m_manifest->noteSkipped(QFile::decodeName(child), unreadable());
                continue;
            }
            if (!S_ISDIR(info.st_mode)) {
                consider(child, destination, S_ISREG(info.st_mode) ? TreeEntry::Type::RegularFile : TreeEntry::Type::Other,
                         qint64(info.st_size));
                continue;
            }
            const Status walked = walkTree(child, [&](const TreeEntry &entry) {
                if (m_cancel.isRequested())
                    return cancelledStatus();
                consider(joinPath(child, entry.relativePath), joinPath(destination, entry.relativePath), entry.type,
                         entry.bytes);
                return Status::ok();
            });
            if (!walked && m_cancel.isRequested())
                return cancelledStatus();
            if (!walked)
                m_manifest->noteSkipped(QFile::decodeName(child), walked.message());
        }
        return Status::ok();
    }

private:
    void consider(const QByteArray &source, const QByteArray &destination, TreeEntry::Type type, qint64 bytes)
    {
        switch (type) {
        case TreeEntry::Type::Directory:
            return;
        case TreeEntry::Type::RegularFile:
            if (bytes > m_largest)
                m_manifest->noteSkipped(QFile::decodeName(source),
                                        QStringLiteral("larger than %1 MiB").arg(m_largest / MiB));
            else if (bytes > 0) // an empty file adds nothing to copy
                m_candidates->append(Candidate{source, destination, bytes, 0});
            return;
        case TreeEntry::Type::Other:
            m_manifest->noteSkipped(QFile::decodeName(source), specialEntryReason(source));
            return;
        }
    }

    qint64 m_largest;
    const Cancellation &m_cancel;
    QList<Candidate> *m_candidates;
    DataSetManifest *m_manifest;
};

} // namespace

SystemGenerator::SystemGenerator(const QList<QByteArray> &roots, qint64 largestFileBytes)
    : m_roots(roots)
    , m_largestFileBytes(largestFileBytes)
{
}

QList<QByteArray> SystemGenerator::defaultRoots()
{
    return {QByteArrayLiteral("/usr/lib"), QByteArrayLiteral("/usr/share")};
}

Status SystemGenerator::planSample(const DataSetSpec &spec, const Cancellation &cancel, Sample *sample,
                                   DataSetManifest *manifest) const
{
    *sample = Sample{};
    QList<Candidate> candidates;
    CandidateCollector collector(m_largestFileBytes, cancel, &candidates, manifest);
    for (const QByteArray &root : m_roots) {
        if (Status status = collector.collect(QFile::encodeName(QDir::cleanPath(QFile::decodeName(root)))); !status)
            return status;
    }

    for (Candidate &candidate : candidates)
        candidate.key = selectionKey(spec.seed, candidate.destination);
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        return a.key != b.key ? a.key < b.key : a.destination < b.destination;
    });
    QList<Candidate> chosen;
    qint64 total = 0;
    for (Candidate &candidate : candidates) {
        if (total >= spec.bytes)
            break;
        if (cancel.isRequested())
            return cancelledStatus();
        if (const QString why = unreadableReason(candidate.source); !why.isEmpty()) {
            manifest->noteSkipped(QFile::decodeName(candidate.source), why);
            continue;
        }
        candidate.bytes = std::min(candidate.bytes, spec.bytes - total); // the last one is cut to size
        total += candidate.bytes;
        chosen.append(candidate);
    }
    std::sort(chosen.begin(), chosen.end(),
              [](const Candidate &a, const Candidate &b) { return a.destination < b.destination; });
    for (const Candidate &candidate : chosen) {
        sample->files.append(PlannedFile{candidate.destination, candidate.bytes});
        sample->sources.append(candidate.source);
    }

    // Too little to sample: generated program-like files make up the rest.
    Random random(spec.seed, GeneratedStream);
    for (int number = 1; total < spec.bytes; ++number) {
        const double logSize = std::log(double(SmallestGeneratedFile))
            + random.uniform() * (std::log(double(LargestGeneratedFile)) - std::log(double(SmallestGeneratedFile)));
        const qint64 size = std::min(qint64(std::exp(logSize)), spec.bytes - total);
        sample->files.append(PlannedFile{"generated/libcm-" + QByteArray::number(number).rightJustified(5, '0') + ".so",
                                         size});
        sample->sources.append(QByteArray());
        total += size;
    }
    return Status::ok();
}

QByteArray SystemGenerator::generatedContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file)
{
    Random random(spec.seed, GeneratedStream + quint64(index) + 1);
    return executableLikeContent(random, file.bytes);
}

Status SystemGenerator::generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                                 DataSetManifest *manifest) const
{
    *manifest = DataSetManifest::of(kind(), spec.seed);
    Sample sample;
    if (Status status = planSample(spec, cancel, &sample, manifest); !status)
        return status;
    const FileProducer produce = [&sample, &spec](qsizetype index, const PlannedFile &file, FileSink &sink) {
        if (sample.sources[index].isEmpty())
            return sink.write(generatedContent(spec, index, file));
        return copyFileInto(sample.sources[index], file.bytes, sink);
    };
    return writeStreamedFileSet(folder, sample.files, produce, cancel, manifest);
}

} // namespace cm
