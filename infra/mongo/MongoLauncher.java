// Local MongoDB-compatible server for `make dev` and tests (mongo-java-server). Run without a compile step:
//   java -cp 'infra/mongo/target/lib/*' infra/mongo/MongoLauncher.java --port 27017 --storage <memory|file.mv.db> [--host 127.0.0.1]
import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.ServerVersion;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.nio.file.Files;
import java.nio.file.Path;

public class MongoLauncher {
    public static void main(String[] args) throws Exception {
        // No SLF4J binding on the class path on purpose (the server would log every connection): silence its warning.
        System.setProperty("slf4j.internal.verbosity", "ERROR");
        String host = "127.0.0.1", storage = "memory";
        int port = 27017;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--host" -> host = args[i + 1];
                case "--port" -> port = Integer.parseInt(args[i + 1]);
                case "--storage" -> storage = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        MongoBackend backend;
        if (storage.equals("memory")) {
            backend = new MemoryBackend();
        } else {
            Path file = Path.of(storage).toAbsolutePath();
            Files.createDirectories(file.getParent());
            backend = new H2Backend(file.toString());
        }
        // The Node driver 6.x refuses the default 3.6; MONGO_5_0 reports wire version 8, which it accepts.
        backend.version(ServerVersion.MONGO_5_0);
        MongoServer server = new MongoServer(backend);
        server.bind(host, port);
        // Shutting down closes the backend, which makes H2 commit and close its file cleanly.
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown, "mongo-shutdown"));
        System.out.printf("mongo-java-server ready on %s:%d (storage: %s)%n", host, port, storage);
    }
}
