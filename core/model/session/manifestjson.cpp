// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestjson.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace cm {
namespace {

QJsonValue ratioValue(double ratio, qint64 sampleBytes)
{
    // Three decimals say all a sample can; null when there was no sample.
    return sampleBytes > 0 ? QJsonValue(std::round(ratio * 1000.0) / 1000.0) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject manifestToJson(const DataSetManifest &m)
{
    QJsonArray skipped;
    for (const SkippedEntry &entry : m.skipped)
        skipped.append(QJsonObject{{QStringLiteral("path"), entry.path}, {QStringLiteral("reason"), entry.reason}});
    return {{QStringLiteral("kind"), m.kind},
            {QStringLiteral("seed"), double(m.seed)},
            {QStringLiteral("files"), double(m.files)},
            {QStringLiteral("folders"), double(m.folders)},
            {QStringLiteral("logicalBytes"), double(m.bytes)},
            {QStringLiteral("largestFileBytes"), double(m.largestFileBytes)},
            {QStringLiteral("smallestFileBytes"), double(m.smallestFileBytes)},
            {QStringLiteral("zstdRatio"), ratioValue(m.zstdRatio, m.sampleBytes)},
            {QStringLiteral("lz4Ratio"), ratioValue(m.lz4Ratio, m.sampleBytes)},
            {QStringLiteral("sampleBytes"), double(m.sampleBytes)},
            {QStringLiteral("skippedCount"), double(m.skippedCount)},
            {QStringLiteral("skipped"), skipped}};
}

} // namespace cm
