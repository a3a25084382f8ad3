import { code, h3, h4, image, important, js, note, ol, table, tip, ul, warning } from './demo-rich-text';
import type { DemoTutorial } from './demo-types';

/** The demo's tutorials on systems and shipping: AI navigation, profiling, builds, multiplayer, and teaching. */
export const systemsTutorials: DemoTutorial[] = [
  {
    key: 'tut-navmesh-agents',
    title: 'Guide enemies with navigation meshes',
    description:
      'Bake a navigation mesh for your level, move agents with pathfinding, add carving obstacles and links, and build a simple patrol-and-chase behavior.',
    skillLevel: 'intermediate',
    durationMinutes: 40,
    isExercise: false,
    topicKeys: ['level-design', 'scripting'],
    industryKeys: ['games', 'simulation'],
    skillKeys: ['skill-csharp-scripting'],
    points: [
      { category: 'systemsDesign', point: 25 },
      { category: 'programming', point: 15 },
    ],
    steps: [
      {
        title: 'Bake a navigation mesh',
        type: 'text',
        body: [
          ol(
            'Create an empty game object named Navigation and add a `NavMeshSurface` component.',
            'Set **Agent Type** to **Humanoid** and click **Bake**.',
          ),
          'A blue overlay appears in the Scene view over every area an agent can walk on. The bake uses the agent’s size and abilities:',
          table(
            ['Agent setting', 'Default', 'Effect on the mesh'],
            [
              ['Radius', '0.5 m', 'Walkable areas shrink by it, so agents never clip into walls'],
              ['Height', '2 m', 'Areas with a lower ceiling are left out'],
              ['Max Slope', '45°', 'Steeper ground is not walkable'],
              ['Step Height', '0.75 m', 'Higher ledges are obstacles, not steps'],
            ],
            [undefined, 'right', undefined],
          ),
          important(
            'Bake again whenever you move level geometry. If a doorway is missing from the mesh, it is usually narrower than twice the agent’s radius.',
          ),
        ],
      },
      {
        title: 'Move an agent',
        type: 'text',
        body: [
          'Add a capsule named Enemy with a `NavMeshAgent` component, and one line of code sends it across the level, around every obstacle:',
          code('csharp', { filename: 'FollowTarget.cs', highlightLines: '12' })`
            using UnityEngine;
            using UnityEngine.AI;

            [RequireComponent(typeof(NavMeshAgent))]
            public class FollowTarget : MonoBehaviour
            {
                [SerializeField] private Transform target;

                void Start()
                {
                    var agent = GetComponent<NavMeshAgent>();
                    agent.SetDestination(target.position);
                }
            }
          `,
          'Tune the agent’s **Speed**, **Angular Speed**, **Acceleration** and **Stopping Distance**. A stopping distance of about 1.5 keeps a melee enemy from pushing into the player.',
        ],
      },
      {
        title: 'Handle obstacles and links',
        type: 'text',
        body: [
          h3('Obstacles that move'),
          'Add a `NavMeshObstacle` component to a movable crate and tick **Carve**. The crate now cuts a hole in the mesh while the game runs, and agents route around it wherever it is pushed.',
          h3('Jumps and drops'),
          'To let agents jump down a ledge or across a gap, add a `NavMeshLink` component and place its start and end points on the two surfaces. Untick **Bidirectional** for one-way drops. Agents take links into account when they plan paths.',
          tip(
            'Carving is recalculated when an obstacle moves, which costs CPU. Tick **Carve Only Stationary** so a crate carves only once it comes to rest.',
          ),
        ],
      },
      {
        title: 'Build patrol and chase behavior',
        type: 'text',
        body: [
          'An enemy walks between patrol points until it sees the player, chases while it can see them, and goes back to patrolling three seconds after losing sight:',
          code('csharp', { filename: 'EnemyPatrol.cs', highlightLines: '25,29,33-34' })`
            using UnityEngine;
            using UnityEngine.AI;

            [RequireComponent(typeof(NavMeshAgent))]
            public class EnemyPatrol : MonoBehaviour
            {
                [SerializeField] private Transform[] patrolPoints;
                [SerializeField] private Transform player;
                [SerializeField] private float sightRange = 10f;
                [SerializeField] private float eyeHeight = 1.6f;
                [SerializeField] private float giveUpSeconds = 3f;

                private NavMeshAgent agent;
                private int nextPoint;
                private float lastSeen = float.NegativeInfinity;
                private float nextCheck;

                void Awake() => agent = GetComponent<NavMeshAgent>();

                void Update()
                {
                    // Look, and re-plan the chase, twice a second rather than every frame.
                    if (Time.time >= nextCheck)
                    {
                        nextCheck = Time.time + 0.5f;
                        if (CanSeePlayer())
                        {
                            lastSeen = Time.time;
                            agent.SetDestination(player.position);
                        }
                    }

                    bool chasing = Time.time - lastSeen < giveUpSeconds;
                    if (!chasing && !agent.pathPending && agent.remainingDistance <= agent.stoppingDistance)
                    {
                        agent.SetDestination(patrolPoints[nextPoint].position);
                        nextPoint = (nextPoint + 1) % patrolPoints.Length;
                    }
                }

                private bool CanSeePlayer()
                {
                    Vector3 eye = transform.position + Vector3.up * eyeHeight;
                    Vector3 toPlayer = player.position + Vector3.up * eyeHeight - eye;
                    if (toPlayer.magnitude > sightRange) return false;

                    return Physics.Raycast(eye, toPlayer.normalized, out RaycastHit hit, sightRange)
                        && hit.transform == player;
                }
            }
          `,
          note(
            'Every `SetDestination` can start a new path calculation. A short timer instead of a call every frame changes nothing the player can see and scales to many more agents.',
          ),
        ],
      },
      {
        title: 'Debug navigation',
        type: 'text',
        body: [
          'Select an agent in Play mode to draw its current path in the Scene view.',
          table(
            ['Symptom', 'Likely cause'],
            [
              [
                'The agent stands still and the Console says it is not on a NavMesh',
                'It spawned slightly above or beside the baked area',
              ],
              ['It walks into a wall and stops', 'The wall moved after the bake: bake again'],
              ['It takes a long detour', 'A gap in the mesh, or a link marked one-way'],
            ],
          ),
          'Before placing agents at random spawn points, snap each point to the nearest position on the mesh:',
          code('csharp', { filename: 'EnemySpawner.cs', highlightLines: '1' })`
            if (NavMesh.SamplePosition(spawnPoint, out NavMeshHit hit, 2f, NavMesh.AllAreas))
            {
                Instantiate(enemyPrefab, hit.position, Quaternion.identity);
            }
          `,
        ],
      },
    ],
  },
  {
    key: 'tut-profiler-basics',
    title: 'Find frame-time spikes with the Profiler',
    description:
      'Record a profiling session, read the CPU hierarchy and timeline views, track down garbage collection spikes, and confirm fixes with before-and-after captures.',
    skillLevel: 'intermediate',
    durationMinutes: 35,
    isExercise: false,
    topicKeys: ['optimization'],
    industryKeys: ['games'],
    skillKeys: ['skill-performance-profiling'],
    points: [{ category: 'programming', point: 35 }],
    steps: [
      {
        title: 'Record a capture',
        type: 'text',
        body: [
          'Open **Window > Analysis > Profiler** and press Play. The **CPU Usage** chart fills with colored bands, one column per frame. Click any column to pause on that frame and inspect it in the lower panel.',
          h3('Know your budget'),
          table(
            ['Target', 'Frame budget'],
            [
              ['30 frames per second', '33.3 ms'],
              ['60 frames per second', '16.6 ms'],
              ['90 frames per second (VR)', '11.1 ms'],
              ['120 frames per second', '8.3 ms'],
            ],
            [undefined, 'right'],
          ),
          'A spike is any frame that goes over the budget. Players feel a single 50 ms frame as a stutter, even when the average is fine.',
          important(
            'Profiling in the Editor includes the Editor’s own work. For numbers you can trust, make a **Development Build** with **Autoconnect Profiler** ticked and profile the build, ideally on the target device.',
          ),
        ],
      },
      {
        title: 'Read the hierarchy and timeline views',
        type: 'text',
        body: [
          h3('Hierarchy'),
          'Switch the lower panel to **Hierarchy** and sort by **Total**. The top entries show where the frame went, from the engine’s `PlayerLoop` down to the `Update` methods of your own scripts.',
          h3('Timeline'),
          'Switch to **Timeline** to see the work laid out per thread. The main thread runs your scripts, while the render thread and worker threads run in parallel.',
          note(
            'If the main thread spends its time waiting for the render thread, the bottleneck is rendering, not your code: optimizing scripts would change nothing.',
          ),
          h3('Name your own code'),
          'Wrap a suspect section in a profiler marker and it appears in both views under its own name:',
          code('csharp', { filename: 'EnemyAI.cs', highlightLines: '5,9' })`
            using Unity.Profiling;

            public class EnemyAI : MonoBehaviour
            {
                private static readonly ProfilerMarker ThinkMarker = new ProfilerMarker("EnemyAI.Think");

                void Update()
                {
                    using (ThinkMarker.Auto())
                    {
                        Think();
                    }
                }
            }
          `,
        ],
      },
      {
        title: 'Hunt garbage collection spikes',
        type: 'text',
        body: [
          'Code that allocates memory every frame eventually forces the garbage collector to run, and a collection stops everything else. In the chart, it shows up as a spike at regular intervals:',
          image(
            'profiler-spike',
            'The Profiler. The CPU Usage chart stacks rendering (green), scripts (blue), physics (orange) and other work (gray) for 150 frames, most around 12 ms, under a dashed 16.6 ms (60 FPS) line. Three frames spike to about 28 ms with a tall yellow garbage collector band; the selected one, frame 73, is marked. Below, the Hierarchy highlights GC.Collect at 51% (14.6 ms) and shows EnemyAI.Update(), called 200 times, allocating 1.2 MB, and DebugHud.Update() allocating 96 KB.',
            'A collection spike: GC.Collect takes 14.6 ms of a 28 ms frame, and the GC Alloc column names the scripts that made the garbage.',
          ),
          'Look at the **GC Alloc** column in ordinary frames, not only in the spike: the collection is the symptom, the allocations are the cause. The usual suspects:',
          table(
            ['Allocates every call', 'Allocates nothing'],
            [
              ['`"Score: " + score` in `Update`', 'Rebuild the text only when the score changes'],
              ['`new List<Enemy>()` each frame', 'One list kept in a field, emptied with `Clear()`'],
              ['LINQ such as `enemies.Where(…).ToList()`', 'A plain `for` loop'],
              ['`Physics.RaycastAll`', '`Physics.RaycastNonAlloc` with an array you keep'],
              ['Passing an `int` as an `object` (boxing)', 'Generic or typed parameters'],
            ],
          ),
        ],
      },
      {
        title: 'Lab: fix a stuttering scene',
        type: 'lab',
        body: [
          'The lab on this step runs JavaScript in the browser, so there is no Profiler to open, but the mistake is the one `EnemyAI` makes: work that creates new objects every frame. `start(scene)` runs once, like `Start`, and `update(scene, time, dt)` runs every frame, like `Update`.',
          'The scene holds a `player` in the center and twelve enemies, `enemy-1` to `enemy-12`, that circle it. Above each enemy floats a yellow marker, the lab’s debug label. The starter code searches the scene for the player and every enemy, then removes each marker and adds a new one, every frame: 720 throwaway objects a second, the garbage a real engine would have to collect.',
          code('javascript')`
            // The marker: thrown away and made again, every frame.
            const old = scene.find('marker-' + i);
            if (old) scene.remove(old);
            scene.add({ name: 'marker-' + i, shape: 'sphere', /* ... */ });
          `,
          ol(
            'In `start`, find the player and the enemies once and add one marker per enemy, kept next to its enemy, as caching the player in `Start` does.',
            'In `update`, only move the enemies and let each marker follow its enemy.',
            'Run the checks.',
          ),
          'The checks pass when no object is added or removed while the scene plays, every enemy still has its marker above it, and the enemies still circle the player.',
          warning(
            'Always measure before and after a change. An optimization that is not measured is a guess, and some guesses make things slower.',
          ),
        ],
        lab: {
          scene: js`
            // A player in the center, circled by twelve enemies 6 m away.
            scene.add({ name: 'ground', shape: 'plane', scale: { x: 16, y: 1, z: 16 }, color: '#334155' });
            scene.add({ name: 'player', shape: 'cylinder', position: { x: 0, y: 1, z: 0 }, scale: { x: 0.8, y: 2, z: 0.8 }, color: '#38bdf8' });
            for (let i = 1; i <= 12; i++) {
              const angle = (i / 12) * Math.PI * 2;
              scene.add({ name: 'enemy-' + i, shape: 'cube', position: { x: Math.cos(angle) * 6, y: 0.5, z: Math.sin(angle) * 6 }, color: '#dc2626' });
            }
          `,
          starter: js`
            // Twelve enemies circle the player, each with a marker floating above it.
            const turnSpeed = 0.5; // radians per second around the player

            function update(scene, time, dt) {
              const turn = turnSpeed * dt;
              for (let i = 1; i <= 12; i++) {
                const enemy = scene.find('enemy-' + i);
                const player = scene.find('player'); // searches the scene, 12 times a frame
                const dx = enemy.position.x - player.position.x;
                const dz = enemy.position.z - player.position.z;
                enemy.position.x = player.position.x + dx * Math.cos(turn) - dz * Math.sin(turn);
                enemy.position.z = player.position.z + dx * Math.sin(turn) + dz * Math.cos(turn);

                // The marker: thrown away and made again, every frame.
                const old = scene.find('marker-' + i);
                if (old) scene.remove(old);
                scene.add({
                  name: 'marker-' + i,
                  shape: 'sphere',
                  position: { x: enemy.position.x, y: 1.6, z: enemy.position.z },
                  scale: 0.3,
                  color: '#facc15',
                });
              }
            }
          `,
          hints: [
            'Whatever you only need to find or make once belongs in `start`: look up the player and the enemies there, and add the twelve markers.',
            'Keep each enemy with its marker, for example `enemies.push({ enemy, marker })`, so that `update` moves both without searching the scene.',
          ],
          checks: [
            {
              message: 'No object is added or removed while the scene plays.',
              code: js`
                lab.run(0.1);
                const before = lab.objects.map((object) => object.id).join(',');
                lab.run(3);
                return lab.objects.map((object) => object.id).join(',') === before;
              `,
            },
            {
              message: 'Every enemy has its marker, marker-1 to marker-12, floating right above it.',
              code: js`
                lab.run(2);
                for (let i = 1; i <= 12; i++) {
                  const enemy = lab.find('enemy-' + i);
                  const marker = lab.find('marker-' + i);
                  if (!enemy || !marker) return false;
                  if (Math.hypot(marker.position.x - enemy.position.x, marker.position.z - enemy.position.z) > 0.01) return false;
                  if (marker.position.y <= enemy.position.y) return false;
                }
                return true;
              `,
            },
            {
              message: 'The enemies still circle the player, 6 m away.',
              code: js`
                const enemies = [];
                for (let i = 1; i <= 12; i++) enemies.push(lab.find('enemy-' + i));
                if (enemies.some((enemy) => !enemy)) return false;
                const before = enemies.map((enemy) => ({ x: enemy.position.x, z: enemy.position.z }));
                lab.run(1);
                return enemies.every(
                  (enemy, i) =>
                    Math.hypot(enemy.position.x - before[i].x, enemy.position.z - before[i].z) > 1 &&
                    Math.abs(Math.hypot(enemy.position.x, enemy.position.z) - 6) < 0.1,
                );
              `,
            },
          ],
          solution: js`
            const turnSpeed = 0.5;
            const enemies = [];
            let player;

            function start(scene) {
              player = scene.find('player');
              for (let i = 1; i <= 12; i++) {
                const enemy = scene.find('enemy-' + i);
                const marker = scene.add({
                  name: 'marker-' + i,
                  shape: 'sphere',
                  position: { x: enemy.position.x, y: 1.6, z: enemy.position.z },
                  scale: 0.3,
                  color: '#facc15',
                });
                enemies.push({ enemy, marker });
              }
            }

            function update(scene, time, dt) {
              const turn = turnSpeed * dt;
              for (const { enemy, marker } of enemies) {
                const dx = enemy.position.x - player.position.x;
                const dz = enemy.position.z - player.position.z;
                enemy.position.x = player.position.x + dx * Math.cos(turn) - dz * Math.sin(turn);
                enemy.position.z = player.position.z + dx * Math.sin(turn) + dz * Math.cos(turn);
                marker.position.x = enemy.position.x;
                marker.position.z = enemy.position.z;
              }
            }
          `,
        },
      },
    ],
  },
  {
    key: 'tut-draw-call-batching',
    title: 'Cut draw calls with batching and instancing',
    description:
      'Use the Frame Debugger to count draw calls in a car showroom scene, then reduce them with shared materials, static batching, and GPU instancing.',
    skillLevel: 'expert',
    durationMinutes: 45,
    isExercise: false,
    topicKeys: ['optimization', 'shaders'],
    industryKeys: ['automotive'],
    skillKeys: ['skill-performance-profiling'],
    points: [
      { category: 'programming', point: 30 },
      { category: 'artAnimation', point: 15 },
    ],
    steps: [
      {
        title: 'Measure with the Frame Debugger',
        type: 'text',
        body: [
          'Open **Window > Analysis > Frame Debugger** and click **Enable** while the Game view shows your showroom. The left panel lists every draw call of the frame in order; select one to see what it rendered and why it could not be combined with the call before it.',
          'Note the number of batches and SetPass calls in the **Statistics** overlay of the Game view. Every change of shader or material state costs CPU time on the main and render threads, often more than the draw itself.',
        ],
      },
      {
        title: 'Share materials and enable static batching',
        type: 'text',
        body: [
          'Objects can only be drawn together when they share a material. Combine the textures of small props into atlases, so that a shelf of car parts uses one material instead of twelve.',
          'Then mark the showroom’s non-moving architecture as **Batching Static**. At build time the engine combines these meshes into large buffers and draws them with far fewer state changes.',
          table(
            ['Technique', 'Combines', 'Costs', 'Best for'],
            [
              [
                'Static batching',
                'Static meshes sharing a material',
                'Memory for the combined meshes',
                'Level architecture',
              ],
              [
                'GPU instancing',
                'Copies of one mesh with one material',
                'A per-instance data buffer',
                'Hundreds of identical props',
              ],
              ['SRP Batcher', 'Draws that share a shader variant', 'Nothing extra', 'Many materials on one shader'],
            ],
          ),
          warning(
            'Static batching duplicates geometry. Avoid it for thousands of identical objects, where instancing does the same job without the memory.',
          ),
        ],
      },
      {
        title: 'Use GPU instancing for repeated meshes',
        type: 'text',
        body: [
          'For hundreds of identical meshes, such as parking lot lights or display stands, tick **Enable GPU Instancing** on their material. The GPU then draws many copies in one call, each with its own transform.',
          'To give each stand its own color without a material per stand, set the value through a `MaterialPropertyBlock`:',
          code('csharp', { filename: 'StandColour.cs', highlightLines: '11-13' })`
            using UnityEngine;

            public class StandColour : MonoBehaviour
            {
                private static readonly int BaseColorId = Shader.PropertyToID("_BaseColor");

                [SerializeField] private Color color = Color.white;

                void Start()
                {
                    var block = new MaterialPropertyBlock();
                    block.SetColor(BaseColorId, color);
                    GetComponent<Renderer>().SetPropertyBlock(block);
                }
            }
          `,
          'The instances only stay in one draw if the shader reads the color per instance. In a hand-written shader that is an instancing buffer:',
          code('hlsl', { filename: 'StandInstancing.hlsl' })`
            UNITY_INSTANCING_BUFFER_START(PerInstance)
                UNITY_DEFINE_INSTANCED_PROP(float4, _BaseColor)
            UNITY_INSTANCING_BUFFER_END(PerInstance)

            // In the fragment shader, after UNITY_SETUP_INSTANCE_ID(input):
            float4 baseColor = UNITY_ACCESS_INSTANCED_PROP(PerInstance, _BaseColor);
          `,
          important(
            'Render pipelines with an SRP Batcher give it priority over instancing, and a renderer with a property block leaves the SRP Batcher. Check in the Frame Debugger which path each object actually takes before and after every change.',
          ),
        ],
      },
      {
        title: 'Verify the gains',
        type: 'text',
        body: [
          'Compare draw calls and main-thread frame time in the Profiler before and after your changes. In a typical car configurator scene, these techniques cut draw calls from thousands to a few hundred and free several milliseconds per frame.',
          'Check the visuals too:',
          ul(
            'Texture atlases can bleed at lower mip levels: look for colored fringes on distant props.',
            'Static batching stops objects from moving. Make sure the turntable under the car is not marked static.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-webgl-build',
    title: 'Publish a WebGL build to the browser',
    description:
      'Configure player settings, choose compression, build your project for WebGL, test it on a local server, and submit a link to your game running in the browser.',
    skillLevel: 'beginner',
    durationMinutes: 25,
    isExercise: true,
    topicKeys: ['optimization'],
    industryKeys: ['education', 'games'],
    skillKeys: ['skill-editor-workflow'],
    points: [{ category: 'essentials', point: 25 }],
    steps: [
      {
        title: 'Switch the platform',
        type: 'text',
        body: [
          ol(
            'Open **File > Build Profiles** (**Build Settings** in older versions).',
            'Select **Web** (**WebGL**) in the platform list and click **Switch Platform**. The Editor reimports textures and audio for the web, which can take a few minutes on large projects.',
            'Click **Add Open Scenes**, or drag scenes from the Project window into the scene list.',
          ),
          'The first scene in the list loads first, so put your menu or first level at the top.',
        ],
      },
      {
        title: 'Configure player settings',
        type: 'text',
        body: [
          'Click **Player Settings** and fill in **Company Name** and **Product Name**. Under **Publishing Settings**, choose the compression:',
          table(
            ['Compression', 'Download size', 'The web server must', 'Choose it when'],
            [
              [
                'Brotli',
                'Smallest',
                'Send `Content-Encoding: br` for `.br` files',
                'You control the server, over HTTPS',
              ],
              ['Gzip', 'Small', 'Send `Content-Encoding: gzip` for `.gz` files', 'You control the server'],
              ['Disabled', 'Largest', 'Nothing special', 'The host compresses files itself'],
            ],
          ),
          tip(
            'On a host whose headers you cannot set, tick **Decompression Fallback**: the loader then decompresses in the browser. It works everywhere, at the cost of a slower start.',
          ),
          'Browsers limit memory, so keep textures modest: a background texture 8192 pixels wide should get a **Max Size** of 2048 or less in its import settings.',
        ],
      },
      {
        title: 'Build and test locally',
        type: 'text',
        body: [
          'Click **Build**, create an empty folder named WebBuild, and select it. When the build finishes, the folder holds:',
          code('plaintext')`
            WebBuild/
            ├── index.html
            ├── Build/
            │   ├── WebBuild.data.br
            │   ├── WebBuild.framework.js.br
            │   ├── WebBuild.loader.js
            │   └── WebBuild.wasm.br
            └── TemplateData/
          `,
          'Opening `index.html` straight from disk fails: browsers block pages opened from the file system from loading these files. Use **Build And Run**, which serves the build for you, or serve the folder yourself:',
          code('shell')`
            cd WebBuild
            python3 -m http.server 8000
            # then open http://localhost:8000 in the browser
          `,
          warning(
            'A plain static server like this one does not send `Content-Encoding` for `.br` files. Test Brotli builds with Build And Run, or build once with Decompression Fallback ticked.',
          ),
          'Keep the browser’s developer console open while testing ([[F12]]): errors from your scripts appear there, just as they did in the Editor’s Console.',
        ],
      },
      {
        title: 'Publish and submit',
        type: 'submission',
        submissionType: 'link',
        body: [
          'Upload the contents of WebBuild to a static host that supports your compression. On a server you configure yourself, nginx needs to be told about the compressed files:',
          code('plaintext', { filename: 'nginx.conf' })`
            location ~ .+\.(data|symbols\.json)\.br$ {
                gzip off;
                add_header Content-Encoding br;
                default_type application/octet-stream;
            }

            location ~ .+\.js\.br$ {
                gzip off;
                add_header Content-Encoding br;
                default_type application/javascript;
            }

            location ~ .+\.wasm\.br$ {
                gzip off;
                add_header Content-Encoding br;
                default_type application/wasm;
            }
          `,
          'Check the headers from a terminal before you submit:',
          code('shell')`
            curl -sI https://your-host.example/Build/WebBuild.wasm.br | grep -i '^content-'
          `,
          'Open the public link in a private browser window, so it does not depend on your cache, then submit the link and a screenshot of the game running in the browser.',
          h4('What reviewers check'),
          ul(
            'The page loads within a minute on an ordinary connection.',
            'The game is playable with keyboard and mouse.',
            'The browser console shows no errors.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-mobile-build',
    title: 'Optimize and ship a build for mobile devices',
    description:
      'Prepare a project for phones and tablets: handle touch input and safe areas, compress textures, set quality tiers, and profile on a real device before shipping.',
    skillLevel: 'advanced',
    durationMinutes: 60,
    isExercise: false,
    topicKeys: ['optimization', 'ui'],
    industryKeys: ['games'],
    skillKeys: ['skill-performance-profiling', 'skill-editor-workflow'],
    points: [
      { category: 'programming', point: 30 },
      { category: 'professionalSkills', point: 20 },
    ],
    steps: [
      {
        title: 'Set up the mobile target',
        type: 'text',
        body: [
          ol(
            'In the build profiles, switch to your mobile platform.',
            'In **Player Settings**, set the bundle identifier in reverse-domain form, such as com.yourstudio.runner, along with the minimum OS version and the default orientation.',
            'Install the platform SDK components the Editor asks for.',
            'Connect a device with developer mode enabled, and check that it is seen:',
          ),
          code('shell')`
            adb devices
          `,
          '**Build And Run** deploys straight to the device, which is the only reliable way to judge performance and feel. To install a build you made earlier and follow its log:',
          code('shell')`
            adb install -r Builds/Runner.apk
            adb logcat -s Unity
          `,
        ],
      },
      {
        title: 'Handle touch and the safe area',
        type: 'text',
        body: [
          'Add touch bindings to your input actions: an on-screen stick for movement and a tap for jumping.',
          tip(
            'Make touch targets at least 9 millimeters across, about a fingertip, and keep them near the lower corners where thumbs rest.',
          ),
          'Notches, rounded corners and gesture bars cover part of the screen. `Screen.safeArea` tells you what is left; pad the UI’s root by the difference:',
          code('csharp', { filename: 'SafeAreaPadding.cs', highlightLines: '15-16,18-21' })`
            using UnityEngine;
            using UnityEngine.UIElements;

            [RequireComponent(typeof(UIDocument))]
            public class SafeAreaPadding : MonoBehaviour
            {
                void OnEnable()
                {
                    VisualElement root = GetComponent<UIDocument>().rootVisualElement;
                    root.RegisterCallback<GeometryChangedEvent>(_ => Apply(root));
                }

                private static void Apply(VisualElement root)
                {
                    Rect safe = Screen.safeArea;
                    float scale = root.layout.width / Screen.width; // screen pixels to panel units
                    // Screen coordinates start at the bottom left; the panel's at the top left.
                    root.style.paddingLeft = safe.xMin * scale;
                    root.style.paddingRight = (Screen.width - safe.xMax) * scale;
                    root.style.paddingTop = (Screen.height - safe.yMax) * scale;
                    root.style.paddingBottom = safe.yMin * scale;
                }
            }
          `,
          'The **Device Simulator** in the Editor previews many phone shapes, notches included, without a device.',
        ],
      },
      {
        title: 'Reduce memory and download size',
        type: 'text',
        body: [
          table(
            ['Asset', 'Setting', 'Why'],
            [
              ['Textures', 'ASTC compression', 'Made for mobile GPUs: small in memory, good quality'],
              ['Small UI textures', 'A lower **Max Size**', 'A 4096-pixel coin icon wastes memory'],
              ['Sound effects', 'Vorbis, moderate quality', 'A fraction of the size of uncompressed audio'],
              ['Music', 'Vorbis, **Streaming**', 'Only a small buffer stays in memory'],
            ],
          ),
          warning(
            'When an app uses too much memory, the operating system closes it without a crash report. Memory is the budget to watch most closely on phones.',
          ),
          'After each build, read the build size report in the Editor log to find the largest assets first.',
        ],
      },
      {
        title: 'Set quality tiers and frame rate',
        type: 'text',
        body: [
          'In **Project Settings > Quality**, create Low, Medium and High tiers with different shadow distances, render scales and anti-aliasing. Choose one at startup from the device’s memory, and let players change it in the settings menu:',
          code('csharp', { filename: 'QualityAtStartup.cs', highlightLines: '7-9' })`
            using UnityEngine;

            public class QualityAtStartup : MonoBehaviour
            {
                void Awake()
                {
                    int megabytes = SystemInfo.systemMemorySize;
                    int tier = megabytes >= 6000 ? 2 : megabytes >= 3000 ? 1 : 0; // High, Medium, Low
                    QualitySettings.SetQualityLevel(tier, true);

                    Application.targetFrameRate = 60;
                }
            }
          `,
          note(
            'Set `Application.targetFrameRate` explicitly: many mobile platforms default to 30. Higher frame rates drain the battery faster and heat the device, and a hot device is throttled after a few minutes.',
          ),
        ],
      },
      {
        title: 'Profile on device and ship',
        type: 'text',
        body: [
          'Make a Development Build, connect the Profiler to the device, and play for at least ten minutes. Thermal throttling often appears only after sustained play, so short tests miss the worst frames.',
          h3('Release checklist'),
          ol(
            'Frame times are stable after ten minutes of play.',
            'Development options are off in the release build.',
            'The build is signed with your release key.',
            'It has been installed and played on two or three devices of different performance levels.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-netcode-intro',
    title: 'Connect two players with a client-server session',
    description:
      'Set up a network manager, spawn a networked player for each client, and move players with server authority so two instances of your game can play together.',
    skillLevel: 'advanced',
    durationMinutes: 60,
    isExercise: false,
    topicKeys: ['multiplayer', 'scripting'],
    industryKeys: ['games', 'simulation'],
    skillKeys: ['skill-networked-gameplay', 'skill-csharp-scripting'],
    points: [{ category: 'programming', point: 50 }],
    steps: [
      {
        title: 'Understand client-server networking',
        type: 'text',
        body: [
          'In a client-server game, one instance holds the authoritative game state. Clients send their inputs to it and receive state updates back.',
          table(
            ['Role', 'Runs the simulation', 'Has a local player', 'Typical use'],
            [
              ['Server', 'Yes', 'No', 'A dedicated server in a data center'],
              ['Host', 'Yes', 'Yes', 'Small co-op games: one player hosts'],
              ['Client', 'No: shows what the server says', 'Yes', 'Every other player'],
            ],
          ),
          'Server authority prevents cheating and keeps everyone in agreement, at the cost of latency: a client sees the result of its input only after a round trip. The next tutorial covers prediction, which hides that delay.',
        ],
      },
      {
        title: 'Add a network manager and transport',
        type: 'text',
        body: [
          ol(
            'Install the engine’s networking package (Netcode for GameObjects) from the Package Manager.',
            'Create an empty game object named NetworkManager and add the `NetworkManager` and `UnityTransport` components.',
            'Set the transport’s address to 127.0.0.1 and its port to 7777 for local testing.',
          ),
          'The transport handles sockets; the manager handles connections, spawning and scene synchronization.',
          note(
            'Later you replace the address with your server’s public address, or use a relay service so players behind home routers can host.',
          ),
        ],
      },
      {
        title: 'Create a networked player prefab',
        type: 'text',
        body: [
          'Make a Player prefab with a `NetworkObject` and a `NetworkTransform` component, and assign it to the **Player Prefab** field of the `NetworkManager`, which spawns one instance for every client that connects.',
          important(
            'Every networked object needs a `NetworkObject` so that all machines agree on its identity. Any other prefab you spawn while playing must be registered in the manager’s list of network prefabs.',
          ),
        ],
      },
      {
        title: 'Move with server authority',
        type: 'text',
        body: [
          'The owner of a player reads its input and sends it to the server only when it changes; the server moves the player, and the `NetworkTransform` copies the position to every client:',
          code('csharp', { filename: 'PlayerNetworkMover.cs', highlightLines: '14,20,24,27,31-32,35' })`
            using Unity.Netcode;
            using UnityEngine;
            using UnityEngine.InputSystem;

            public class PlayerNetworkMover : NetworkBehaviour
            {
                [SerializeField] private float speed = 5f;

                private Vector2 lastSentInput;
                private Vector2 serverInput; // the latest input the owner sent, kept on the server

                void Update()
                {
                    if (IsOwner)
                    {
                        Vector2 input = ReadMoveInput();
                        if (input != lastSentInput)
                        {
                            lastSentInput = input;
                            SubmitInputServerRpc(input);
                        }
                    }

                    if (IsServer)
                    {
                        var move = new Vector3(serverInput.x, 0f, serverInput.y);
                        transform.position += move * (speed * Time.deltaTime);
                    }
                }

                [ServerRpc]
                private void SubmitInputServerRpc(Vector2 input)
                {
                    // Never trust a client's numbers: a modified client could send a huge vector.
                    serverInput = Vector2.ClampMagnitude(input, 1f);
                }

                private static Vector2 ReadMoveInput()
                {
                    Keyboard keyboard = Keyboard.current;
                    if (keyboard == null) return Vector2.zero;
                    return new Vector2(
                        (keyboard.dKey.isPressed ? 1f : 0f) - (keyboard.aKey.isPressed ? 1f : 0f),
                        (keyboard.wKey.isPressed ? 1f : 0f) - (keyboard.sKey.isPressed ? 1f : 0f));
                }
            }
          `,
          ul(
            '`IsOwner` is true on the one machine that controls this player; every client runs the script for every player, so the check is essential.',
            'A server RPC is a method clients call and the server runs. Its name must end in `ServerRpc`, and by default only the object’s owner may call it.',
            'The server moves the player with its own clock, so a client sending input faster does not move faster.',
          ),
        ],
      },
      {
        title: 'Test with two instances',
        type: 'text',
        body: [
          'Start the role from the command line, so a build can be a server, a host or a client without a menu:',
          code('csharp', { filename: 'NetworkStarter.cs', highlightLines: '9,11-13' })`
            using System;
            using Unity.Netcode;
            using UnityEngine;

            public class NetworkStarter : MonoBehaviour
            {
                void Start()
                {
                    string[] args = Environment.GetCommandLineArgs();
                    NetworkManager manager = NetworkManager.Singleton;
                    if (Array.IndexOf(args, "-server") >= 0) manager.StartServer();
                    else if (Array.IndexOf(args, "-host") >= 0) manager.StartHost();
                    else if (Array.IndexOf(args, "-client") >= 0) manager.StartClient();
                }
            }
          `,
          'Make a build, then start one instance as the host and press Play in the Editor after adding `-client`, or start two builds:',
          code('shell')`
            ./Builds/Arena.x86_64 -host -logFile host.log &
            ./Builds/Arena.x86_64 -client -logFile client.log &
            # a headless dedicated server instead of the host:
            ./Builds/Arena.x86_64 -server -batchmode -nographics -logFile server.log
          `,
          'Both windows should show two players, each controllable only from its own window.',
          tip(
            'If the client connects but sees no players, check that the Player prefab is assigned and that both instances were built from the same version of the project.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-network-sync',
    title: 'Synchronize player state and RPCs over the network',
    description:
      'Replicate health and scores with network variables, broadcast events with client RPCs, add client-side prediction for responsive movement, and submit a two-player build.',
    skillLevel: 'expert',
    durationMinutes: 75,
    isExercise: true,
    topicKeys: ['multiplayer'],
    industryKeys: ['games'],
    skillKeys: ['skill-networked-gameplay'],
    points: [
      { category: 'programming', point: 60 },
      { category: 'systemsDesign', point: 20 },
    ],
    steps: [
      {
        title: 'Replicate state with network variables',
        type: 'text',
        body: [
          'A `NetworkVariable` holds a value that the server writes and every client reads, including clients that join later:',
          code('csharp', { filename: 'NetworkHealth.cs', highlightLines: '6,10-11,21-22' })`
            using Unity.Netcode;
            using UnityEngine;

            public class NetworkHealth : NetworkBehaviour
            {
                public NetworkVariable<int> Current = new NetworkVariable<int>(100);

                public override void OnNetworkSpawn()
                {
                    Current.OnValueChanged += OnHealthChanged;
                    OnHealthChanged(0, Current.Value); // a late joiner starts from the current value
                }

                public override void OnNetworkDespawn()
                {
                    Current.OnValueChanged -= OnHealthChanged;
                }

                public void ApplyDamage(int amount, Vector3 hitPoint)
                {
                    if (!IsServer) return; // only the server writes
                    Current.Value = Mathf.Max(0, Current.Value - amount);
                    PlayHitEffectClientRpc(hitPoint);
                }

                [ClientRpc(Delivery = RpcDelivery.Unreliable)]
                private void PlayHitEffectClientRpc(Vector3 hitPoint)
                {
                    // Sparks and a sound on every client: cosmetic, so losing one is harmless.
                }

                private void OnHealthChanged(int previous, int current)
                {
                    // Update the health bar here.
                }
            }
          `,
          'Reacting to `OnValueChanged` keeps the UI in sync without polling.',
        ],
      },
      {
        title: 'Choose between state and events',
        type: 'text',
        body: [
          table(
            ['Aspect', 'Network variable', 'RPC'],
            [
              ['Models', 'State: what stays true over time', 'Events: what happens once'],
              ['Examples', 'Health, score, a door being open', 'A gunshot effect, a chat message'],
              ['A client that joins later', 'Receives the current value', 'Never sees earlier calls'],
              ['Sent', 'When the value changes', 'When you call it'],
            ],
          ),
          important(
            'If missing an event would leave a late joiner’s game in the wrong state, that event should be a variable.',
          ),
        ],
      },
      {
        title: 'Broadcast events with client RPCs',
        type: 'text',
        body: [
          'When the server applies damage, `PlayHitEffectClientRpc` in the code above runs on every client to spawn sparks and play a sound.',
          ul(
            'Keep RPC parameters small: positions and ids, not whole objects.',
            'Send frequent, purely cosmetic RPCs unreliably, as the attribute above does. Losing one spark is harmless, and unreliable messages are never held back waiting for lost earlier packets to be resent.',
          ),
        ],
      },
      {
        title: 'Predict local movement',
        type: 'text',
        body: [
          'With pure server authority, a player on a 100-millisecond connection waits a full round trip to see their own character move. With client-side prediction, the client applies its input at once and also sends it to the server, numbered by tick.',
          'When the server’s state for a tick arrives, the client compares it with what it predicted. If they differ by more than a small tolerance, it accepts the server’s position and replays the inputs the server has not processed yet. This reconciliation keeps prediction honest. The core of it, without the networking plumbing:',
          code('csharp', { filename: 'PredictedMover.cs', highlightLines: '13-14,22-23,27-29' })`
            private struct InputFrame
            {
                public int Tick;
                public Vector2 Move;
                public Vector3 PredictedPosition; // where this input left the player on this client
            }

            private readonly Queue<InputFrame> pending = new Queue<InputFrame>();

            // The owner, every network tick: apply at once, remember, send.
            private void PredictTick(int tick, Vector2 move)
            {
                Simulate(move);
                pending.Enqueue(new InputFrame { Tick = tick, Move = move, PredictedPosition = transform.position });
                SubmitInputServerRpc(tick, move);
            }

            // The owner, when the server's position for a tick arrives.
            private void Reconcile(int serverTick, Vector3 serverPosition)
            {
                InputFrame? confirmed = null;
                while (pending.Count > 0 && pending.Peek().Tick <= serverTick)
                    confirmed = pending.Dequeue();

                if (confirmed is InputFrame frame && Vector3.Distance(frame.PredictedPosition, serverPosition) > tolerance)
                {
                    transform.position = serverPosition;  // the server is right
                    foreach (InputFrame replay in pending) // inputs it has not processed yet
                        Simulate(replay.Move);
                }
            }
          `,
          note(
            'Remote players are not predicted. Interpolate them between the last two snapshots received, rendering them slightly in the past, so they move smoothly despite irregular packet timing.',
          ),
        ],
      },
      {
        title: 'Test under bad network conditions',
        type: 'text',
        body: [
          'Turn on the transport’s network simulator in the `UnityTransport` component’s debug settings and play with two instances:',
          table(
            ['Simulator setting', 'Value', 'Imitates'],
            [
              ['Packet Delay', '150 ms', 'A player on another continent'],
              ['Packet Jitter', '20 ms', 'An unsteady Wi-Fi connection'],
              ['Packet Drop Rate', '2 %', 'A congested network'],
            ],
            [undefined, 'right', undefined],
          ),
          'Watch for rubber-banding, where players snap back to earlier positions: it means prediction and the server disagree.',
          h3('Watch the bandwidth'),
          'Open the network view of the Profiler to see how many bytes are sent per frame. Send position updates at a fixed tick rate, such as 30 per second, and lower the precision of values that do not need it.',
        ],
      },
      {
        title: 'Submit your two-player build',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          'Build a small arena where two players can tag or shoot each other, with synchronized health, a score that survives a late join, and hit effects delivered by RPC. Submit the build with instructions for hosting and joining, and a screenshot of the Profiler’s network view during a match.',
          h4('What reviewers test, with simulated latency'),
          ul(
            'Local movement feels immediate.',
            'Remote players move smoothly.',
            'Health never disagrees between the two windows.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-classroom-setup',
    title: 'Set up a game-engine classroom project for your students',
    description:
      'Prepare a starter project, version control, and grading checklists so a class of students can start building in the engine during their very first lesson.',
    educatorPlan: {
      description:
        'A teacher-facing walkthrough for the week before term: build the starter project, share it through version control, and print the grading checklist.',
      outcome:
        'Every student opens the same project on the first day, and every submission is graded against one checklist.',
      objectives:
        'Strip a template down to a starter scene; share it through a repository students can clone; publish a grading checklist.',
      preparation: 'A repository host your school allows, and administrator rights on the lab computers.',
      ageRange: { min: 18, max: null },
      instruction: 45,
    },
    skillLevel: 'beginner',
    durationMinutes: 30,
    isExercise: false,
    topicKeys: ['for-educators'],
    industryKeys: ['education'],
    skillKeys: ['skill-editor-workflow'],
    points: [{ category: 'professionalSkills', point: 30 }],
    steps: [
      {
        title: 'Prepare a starter project',
        type: 'text',
        body: [
          'Create a project from the 3D template and strip it down to what students need:',
          ul(
            'one scene with a floor, a light and a camera;',
            'empty `Scenes`, `Materials` and `Scripts` folders;',
            'nothing else: fewer assets mean faster downloads on school networks and less for beginners to wade through.',
          ),
          'Name the exact Editor version in your syllabus and install it on every lab computer. The project records it:',
          code('yaml', { filename: 'ProjectSettings/ProjectVersion.txt' })`
            m_EditorVersion: 6000.0.23f1
          `,
          warning(
            'Opening a project in a different Editor version triggers an upgrade that can break lessons written for the original. Students who install the Editor at home should install this version too.',
          ),
        ],
      },
      {
        title: 'Set up version control',
        type: 'text',
        body: [
          'In **Project Settings > Editor**, set **Asset Serialization Mode** to **Force Text**. Scenes and prefabs are then saved as readable text, so changes show up in diffs and merges become possible:',
          code('yaml', { filename: 'Assets/Scenes/Starter.unity' })`
            --- !u!1 &705507993
            GameObject:
              m_ObjectHideFlags: 0
              m_Name: Directional Light
              m_IsActive: 1
          `,
          'Then add an ignore file to the project folder. The Editor regenerates these folders, they grow to many gigabytes, and committing them is the most common beginner mistake:',
          code('plaintext', { filename: '.gitignore' })`
            # Folders the Editor regenerates
            /[Ll]ibrary/
            /[Tt]emp/
            /[Oo]bj/
            /[Ll]ogs/
            /[Uu]ser[Ss]ettings/
            /[Bb]uild/
            /[Bb]uilds/

            # Files of code editors
            .vs/
            .idea/
            *.csproj
            *.sln
          `,
          'Create the repository and publish it:',
          code('shell')`
            cd QuestlineClassroom
            git init
            git lfs install
            git lfs track "*.psd" "*.fbx" "*.wav"
            git add .gitattributes .gitignore Assets Packages ProjectSettings
            git commit -m "Starter project"
            git branch -M main
            git remote add origin https://git.example.edu/your-class/questline-starter.git
            git push -u origin main
          `,
          tip(
            'Publish the starter as a template repository, so each student or team can make their own copy in one click, and you can read their commit history while grading.',
          ),
        ],
      },
      {
        title: 'Plan the first lesson',
        type: 'text',
        body: [
          h3('Session one: navigation'),
          ol(
            'Scene view controls, the Hierarchy, the Inspector and saving with [[Ctrl]]+[[S]].',
            'Each student builds a small room from primitives.',
            'Everyone takes a screenshot, so every student leaves with a visible result.',
          ),
          h3('Session two: the first script'),
          'Pair students. One types while the other reads the Console aloud, and they swap every ten minutes. Reading errors together turns the Console from a wall of red text into a tool.',
        ],
      },
      {
        title: 'Assess with clear checklists',
        type: 'text',
        body: [
          'Publish a checklist with each exercise that lists observable criteria. Students check their own work before submitting, and you grade faster:',
          table(
            ['Criterion', 'How you can see it', 'Points'],
            [
              ['The scene is organized', 'Environment objects sit under a parent', '2'],
              ['The player cannot leave the level', 'Walking into every wall is blocked', '3'],
              ['The script is readable', 'Clear names, no unused code, no Console warnings', '3'],
              ['The build runs', 'It opens on a lab computer without the Editor', '2'],
            ],
            [undefined, undefined, 'right'],
          ),
          'Ask for a playable build rather than a project folder. Builds open on any computer, cannot be broken by version mismatches, and mirror how work is shared in the industry.',
        ],
      },
    ],
  },
  {
    key: 'tut-first-game-ja',
    language: 'ja',
    title: 'はじめてのゲーム開発',
    description:
      'エディターで小さなシーンを作り、プレイヤーを動かして、初めてのゲームを完成させましょう。日本語で学べる入門チュートリアルです。',
    skillLevel: 'foundational',
    durationMinutes: 15,
    isExercise: false,
    topicKeys: ['level-design'],
    industryKeys: ['games'],
    skillKeys: [],
    points: [{ category: 'essentials', point: 15 }],
    steps: [
      {
        title: 'シーンを用意する',
        type: 'text',
        body: [
          ol(
            '新しい 3D プロジェクトを作成します。',
            'Hierarchy で右クリックして **3D Object > Plane** を選び、地面を置きます。',
            '続けて **Cube** を追加し、Position の Y を 0.5 にして地面の上に乗せます。',
            'Cube の名前を Player に変更します。',
          ),
          tip('名前を付けておくと、スクリプトや Inspector で目的のオブジェクトをすぐに見つけられます。'),
        ],
      },
      {
        title: 'プレイヤーを動かす',
        type: 'text',
        body: [
          'Player を選び、**Add Component** から新しいスクリプト `PlayerMove` を追加して、次のように書きます。',
          code('csharp', { filename: 'PlayerMove.cs', highlightLines: '13-15' })`
            using UnityEngine;
            using UnityEngine.InputSystem;

            public class PlayerMove : MonoBehaviour
            {
                public float speed = 3f;

                void Update()
                {
                    Keyboard keyboard = Keyboard.current;
                    if (keyboard == null) return;

                    float x = (keyboard.rightArrowKey.isPressed ? 1f : 0f) - (keyboard.leftArrowKey.isPressed ? 1f : 0f);
                    float z = (keyboard.upArrowKey.isPressed ? 1f : 0f) - (keyboard.downArrowKey.isPressed ? 1f : 0f);
                    transform.Translate(new Vector3(x, 0f, z) * speed * Time.deltaTime);
                }
            }
          `,
          'Update の中で矢印キーの入力を読み取り、速度と `Time.deltaTime` を掛けて `transform.Translate` で移動させています。`Time.deltaTime` を掛けることで、フレームレートが違うパソコンでも同じ速さで動きます。',
          'Play ボタン（[[Ctrl]]+[[P]]）を押して、[[↑]] [[↓]] [[←]] [[→]] キーで Player が動くことを確かめましょう。',
          note(
            '`speed` は public なので Inspector から変更できます。プレイ中に変えた値は停止すると元に戻るので、気に入った値は停止してから入力し直しましょう。',
          ),
        ],
      },
    ],
  },
];
