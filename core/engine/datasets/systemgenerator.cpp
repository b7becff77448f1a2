// SPDX-License-Identifier: GPL-3.0-or-later
#include "systemgenerator.h"

#include "datasets/executablecontent.h"
#include "datasets/systemcandidates.h"
#include "datasets/treecopy.h"
#include "util/random.h"
#include "util/units.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr qint64 SmallestGeneratedFile = 16 * KiB;
constexpr qint64 LargestGeneratedFile = 2 * MiB;
constexpr quint64 GeneratedStream = 0x73797374656dull; // "system": apart from any file index

// FNV-1a, then splitmix64 with the seed: a well-spread, stable order of paths per seed.
quint64 selectionKey(quint64 seed, const QByteArray &path)
{
    quint64 hash = 0xcbf29ce484222325ull;
    for (const char c : path)
        hash = (hash ^ quint8(c)) * 0x100000001b3ull;
    std::uint64_t state = seed ^ hash;
    return splitmix64(state);
}

} // namespace

QList<QByteArray> SystemGenerator::defaultRoots()
{
    return CandidateCollector::defaultRoots();
}

SystemGenerator::SystemGenerator(const QList<QByteArray> &roots, qint64 largestFileBytes)
    : m_roots(roots)
    , m_largestFileBytes(largestFileBytes)
{
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
            return Status::cancelled();
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
        sample->files.append(
            PlannedFile{"generated/libcm-" + QByteArray::number(number).rightJustified(5, '0') + ".so", size});
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

// The sample is planned as generate() plans it: a walk of the system's
// folders, a second or two.
Status SystemGenerator::footprint(const DataSetSpec &spec, const Cancellation &cancel,
                                  DataSetFootprint *footprint) const
{
    Sample sample;
    DataSetManifest manifest;
    if (Status status = planSample(spec, cancel, &sample, &manifest); !status)
        return status;
    *footprint = footprintOf(sample.files);
    return Status::ok();
}

} // namespace cm
