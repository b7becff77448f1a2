// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestjson.h"

#include "plan/datasetspec.h"
#include "session/sessionlimits.h"

#include <QJsonArray>
#include <QJsonValue>

namespace cm {
namespace {

// Within what a session's reader takes (sessionlimits.h).
QJsonValue count(qint64 value)
{
    return QJsonValue(SessionLimits::Count.clamped(value));
}

QString text(const QString &value)
{
    return SessionLimits::boundedText(value, SessionLimits::TextCharacters);
}

QJsonValue ratioValue(double ratio, qint64 sampleBytes)
{
    // Null when there was no sample.
    return sampleBytes > 0 ? QJsonValue(SessionLimits::CompressionRatio.clamped(ratio)) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject manifestToJson(const DataSetManifest &m)
{
    QJsonArray skipped;
    for (const SkippedEntry &entry : m.skipped)
        skipped.append(
            QJsonObject{{QStringLiteral("path"), text(entry.path)}, {QStringLiteral("reason"), text(entry.reason)}});
    return {{QStringLiteral("kind"), text(m.kind)},
            {QStringLiteral("seed"),
             QJsonValue(SessionLimits::Seed.clamped(qint64(m.seed & DataSetSpec::LargestSeed)))},
            {QStringLiteral("files"), count(m.files)},
            {QStringLiteral("folders"), count(m.folders)},
            {QStringLiteral("logicalBytes"), count(m.bytes)},
            {QStringLiteral("largestFileBytes"), count(m.largestFileBytes)},
            {QStringLiteral("smallestFileBytes"), count(m.smallestFileBytes)},
            {QStringLiteral("zstdRatio"), ratioValue(m.zstdRatio, m.sampleBytes)},
            {QStringLiteral("lz4Ratio"), ratioValue(m.lz4Ratio, m.sampleBytes)},
            {QStringLiteral("sampleBytes"), count(m.sampleBytes)},
            {QStringLiteral("skippedCount"), count(m.skippedCount)},
            {QStringLiteral("skipped"), skipped}};
}

} // namespace cm
